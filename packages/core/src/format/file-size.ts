/** Units of spec §9 file sizes, in steps of 1024. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

const STEP = 1024;

/**
 * A byte count for people (spec §9): `0 Bytes`, `1.5 KB`, `2.25 MB` … `YB`, at most `decimals` decimals with
 * trailing zeros dropped. Negative, fractional-byte and non-finite inputs are clamped sensibly.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const digits = Math.max(0, Math.floor(decimals));
  const exponent = Math.min(
    Math.max(0, Math.floor(Math.log(bytes) / Math.log(STEP))),
    FILE_SIZE_UNITS.length - 1,
  );
  const value = Number.parseFloat((bytes / STEP ** exponent).toFixed(digits));
  return `${value} ${FILE_SIZE_UNITS[exponent] ?? 'Bytes'}`;
}
