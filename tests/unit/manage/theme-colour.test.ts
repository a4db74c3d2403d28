import { contrastWithWhite, luminance, readableText, themeVariables } from '@/lib/manage/colour';
import { THEME_PRESETS } from '@/lib/manage/settings';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the shell theme colours (issue 20: the top bar matches the chosen swatch)', () => {
  it.each(THEME_PRESETS)('keeps %s itself as the top bar colour, with text that reads on it', (hex) => {
    const vars = themeVariables(hex);
    expect(vars['--manage-theme-bg']).toBe(hex);
    expect(contrast(vars['--manage-on-theme'], hex)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(vars['--manage-theme'])).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on a dark theme and dark text on a light one', () => {
    expect(readableText('#304156')).toBe('#FFFFFF');
    expect(readableText('#13C2C2')).toBe('#000000');
  });
});
