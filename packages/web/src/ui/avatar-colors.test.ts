import { describe, expect, it } from 'vitest';
import {
  AVATAR_PALETTE,
  MIN_TEXT_CONTRAST,
  avatarColors,
  contrastRatio,
  readableTextOn,
} from './avatar-colors.ts';

describe('avatar colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // MUI's default avatar (white-ish initials on grey 400) is the unreadable one this palette replaces.
    expect(contrastRatio('#f6f7fb', '#bdbdbd')).toBeLessThan(2);
    expect(contrastRatio('#777', 'rgb(255, 255, 255)')).toBeCloseTo(4.48, 2);
  });

  it('gives every avatar of the palette readable initials (≥ 4.5:1) in the light and the dark theme', () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(AVATAR_PALETTE[mode].length).toBeGreaterThan(0);
      for (const { background, color } of AVATAR_PALETTE[mode]) {
        expect(contrastRatio(color, background), `${mode} ${color} on ${background}`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
  });

  it('gives the same person the same colours', () => {
    expect(avatarColors('Ada Lovelace', 'light')).toEqual(avatarColors('Ada Lovelace', 'light'));
    expect(AVATAR_PALETTE.dark).toContainEqual(avatarColors('Ada Lovelace', 'dark'));
  });

  it('picks initials readable on a tool colour, a gradient counting by its worst stop', () => {
    for (const background of ['#4DD0E1', '#FFB938', '#3949AB', 'rgb(230, 57, 70)', '#fee440', '#000']) {
      expect(contrastRatio(readableTextOn(background), background), background).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
    // Flowise's default tool colour is a gradient.
    const gradient = 'linear-gradient(rgb(32, 129, 244), rgb(74, 20, 140))';
    expect(readableTextOn(gradient)).toBe('#ffffff');
    expect(contrastRatio('#ffffff', gradient)).toBeGreaterThan(contrastRatio('#000000', gradient));
    expect(readableTextOn('linear-gradient(#fee440, #ffd166)')).toBe('#000000');
  });
});
