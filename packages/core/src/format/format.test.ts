import { describe, expect, it } from 'vitest';
import { isSuccessStatus } from '../http/status.ts';
import { formatCount } from './count.ts';
import { formatFileSize } from './file-size.ts';
import { truncateText } from './truncate.ts';

describe('formatFileSize (spec §9: Bytes to YB, steps of 1024, 2 decimals)', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [1024 ** 3 * 2.25, '2.25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8 * 3, '3 YB'],
    [1024 ** 9, '1024 YB'],
  ])('%s bytes is %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('honours the number of decimals', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 3)).toBe('1.177 MB');
  });
});

describe('formatCount (spec §9: k, M, G, T, P, E)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [15_500, '15.5k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [2_500_000, '2.5M'],
    [3e9, '3G'],
    [4.2e12, '4.2T'],
    [5e15, '5P'],
    [6e18, '6E'],
    [7e21, '7000E'],
    [-1500, '-1.5k'],
  ])('%s is %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

describe('truncateText (spec §9: appends three dots)', () => {
  it('keeps short text and cuts long text with three dots', () => {
    expect(truncateText('Chatflow', 10)).toBe('Chatflow');
    expect(truncateText('Chatflow!!', 10)).toBe('Chatflow!!');
    expect(truncateText('A very long chatflow name', 6)).toBe('A very...');
    expect(truncateText('🙂🙂🙂', 2)).toBe('🙂🙂...');
  });
});

describe('isSuccessStatus (spec §9: 200 to 299)', () => {
  it.each([
    [199, false],
    [200, true],
    [204, true],
    [299, true],
    [300, false],
    [404, false],
    [200.5, false],
  ])('%s → %s', (status, expected) => {
    expect(isSuccessStatus(status)).toBe(expected);
  });
});
