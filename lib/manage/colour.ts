// Theme colours come from managers; text on them must stay readable (WCAG AA, 4.5:1 with white).

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function parse(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The theme colour itself when white text on it reads well, else the nearest darker shade that does. */
export function readableShade(hex: string, minimum = 4.5): string {
  let rgb = parse(hex);
  for (let i = 0; i < 40 && contrastWithWhite(format(rgb)) < minimum; i++) {
    rgb = rgb.map((c) => c * 0.93) as [number, number, number];
  }
  return format(rgb);
}

/** A very light tint of the colour, for hover and selected backgrounds. */
export function tint(hex: string, amount = 0.9): string {
  return format(parse(hex).map((c) => c + (255 - c) * amount) as [number, number, number]);
}

/** Text on the colour itself: white or black, whichever contrasts more (one of them always reaches 4.5:1). */
export function readableText(hex: string): string {
  const white = contrastWithWhite(hex);
  const black = (luminance(hex) + 0.05) / 0.05;
  return white >= black ? '#FFFFFF' : '#000000';
}

/**
 * The shell's theme as CSS variables: --manage-theme-bg is the chosen colour exactly (top bar, active
 * tab, switches), --manage-on-theme the text on it, --manage-theme a shade readable as text on white.
 */
export function themeVariables(hex: string): Record<string, string> {
  return {
    '--manage-theme-bg': hex,
    '--manage-on-theme': readableText(hex),
    '--manage-theme': readableShade(hex),
    '--manage-tint-on-dark': tint(hex, 0.45),
  };
}
