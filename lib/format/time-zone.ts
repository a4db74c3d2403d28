// The platform serves one Chinese province: times read the same on every server and browser.
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';
