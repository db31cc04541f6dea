import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a version 7 UUID that starts with the time', () => {
    const id = timeOrderedId(Date.UTC(2026, 0, 2));
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(Date.UTC(2026, 0, 2));
  });

  it('sorts later ids after earlier ones and never repeats', () => {
    const earlier = timeOrderedId(1_000);
    const later = timeOrderedId(2_000);
    expect(earlier < later).toBe(true);
    const ids = new Set(Array.from({ length: 1000 }, () => timeOrderedId(5_000)));
    expect(ids.size).toBe(1000);
  });
});
