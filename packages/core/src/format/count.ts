/** Symbols of spec §9 abbreviated counts, each a thousand times the previous. */
export const COUNT_SYMBOLS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/**
 * A count abbreviated with k, M, G, T, P or E (spec §9): `999`, `1.2k`, `3.4M`; one decimal, a trailing `.0`
 * dropped. A value that rounds up to the next unit takes it (`999 950` is `1M`, not `1000k`).
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const sign = count < 0 ? '-' : '';
  let scaled = Math.abs(count);
  let unit = 0;
  while (unit < COUNT_SYMBOLS.length - 1 && Math.round(scaled * 10) / 10 >= 1000) {
    scaled /= 1000;
    unit += 1;
  }
  return `${sign}${oneDecimal(scaled)}${COUNT_SYMBOLS[unit] ?? ''}`;
}
