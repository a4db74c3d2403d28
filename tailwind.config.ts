import type { Config } from 'tailwindcss';

// Front theme #3861a8 (primary-600); management theme #409EFF (manage-500). White text sits on
// manage-700, because #409EFF itself gives white text less than 3:1 contrast.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: { md: '769px' },
      colors: {
        primary: {
          50: '#eff4fb',
          100: '#dce6f5',
          200: '#b9cdea',
          300: '#8eacd9',
          400: '#5f86c2',
          500: '#4670b3',
          600: '#3861a8',
          700: '#2d4e88',
          800: '#243f6d',
          900: '#1c3154',
          DEFAULT: '#3861a8',
        },
        manage: {
          50: '#ecf5ff',
          100: '#d9ecff',
          500: '#409eff',
          600: '#2b85e4',
          700: '#1f6fcc',
          800: '#1a5aa6',
          DEFAULT: '#409eff',
        },
      },
      fontFamily: {
        sans: [
          '-apple-system',
          'BlinkMacSystemFont',
          '"Segoe UI"',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
};

export default config;
