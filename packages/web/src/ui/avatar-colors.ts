import type { ColorMode } from './theme.ts';

/** An avatar's background and the colour of its initials. */
export interface AvatarColors {
  readonly background: string;
  readonly color: string;
}

/** WCAG AA for normal text: initials need at least this contrast against their avatar. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Backgrounds of people's avatars, light and dark theme: white initials on deep tones in the light theme, near-black
 * initials on soft tones in the dark one (every pair ≥ 4.5:1, avatar-colors.test.ts).
 */
export const AVATAR_PALETTE: Readonly<Record<ColorMode, readonly AvatarColors[]>> = {
  light: [
    { background: '#4f46e5', color: '#ffffff' },
    { background: '#0f766e', color: '#ffffff' },
    { background: '#b45309', color: '#ffffff' },
    { background: '#be185d', color: '#ffffff' },
    { background: '#1d4ed8', color: '#ffffff' },
    { background: '#6d28d9', color: '#ffffff' },
    { background: '#15803d', color: '#ffffff' },
    { background: '#b91c1c', color: '#ffffff' },
  ],
  dark: [
    { background: '#a5b4fc', color: '#111318' },
    { background: '#5eead4', color: '#111318' },
    { background: '#fcd34d', color: '#111318' },
    { background: '#f9a8d4', color: '#111318' },
    { background: '#93c5fd', color: '#111318' },
    { background: '#c4b5fd', color: '#111318' },
    { background: '#86efac', color: '#111318' },
    { background: '#fca5a5', color: '#111318' },
  ],
};

type Rgb = readonly [number, number, number];

const HEX = /#([0-9a-f]{3}|[0-9a-f]{6})\b/gi;
const RGB = /rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/gi;

function hexToRgb(hex: string): Rgb {
  const digits =
    hex.length === 3
      ? hex
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : hex;
  const channel = (start: number) => parseInt(digits.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** Every colour a CSS colour or gradient names (`#abc`, `#aabbcc`, `rgb(…)`, `rgba(…)`), in order. */
export function colorsIn(css: string): Rgb[] {
  const found: { index: number; rgb: Rgb }[] = [];
  for (const match of css.matchAll(HEX)) {
    found.push({ index: match.index, rgb: hexToRgb(match[1] ?? '000') });
  }
  for (const match of css.matchAll(RGB)) {
    found.push({ index: match.index, rgb: [Number(match[1]), Number(match[2]), Number(match[3])] });
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.rgb);
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of two CSS colours (1 to 21); a gradient counts by its worst stop. */
export function contrastRatio(foreground: string, background: string): number {
  const text = colorsIn(foreground)[0];
  const stops = colorsIn(background);
  if (!text || stops.length === 0) throw new Error(`Not a colour: ${!text ? foreground : background}`);
  const textLuminance = relativeLuminance(text);
  return Math.min(
    ...stops.map((stop) => {
      const luminances = [textLuminance, relativeLuminance(stop)].sort((a, b) => b - a);
      return ((luminances[0] ?? 0) + 0.05) / ((luminances[1] ?? 0) + 0.05);
    }),
  );
}

/**
 * White or black, whichever reads better on a CSS colour or gradient (a user's own tool colour): on any one colour
 * that is at least 4.58:1.
 */
export function readableTextOn(background: string): '#ffffff' | '#000000' {
  if (colorsIn(background).length === 0) return '#ffffff';
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/** A person's avatar colours: the same name always gets the same tone. */
export function avatarColors(name: string, mode: ColorMode): AvatarColors {
  const palette = AVATAR_PALETTE[mode];
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? { background: '#4f46e5', color: '#ffffff' };
}
