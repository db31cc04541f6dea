const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A creation date as `Mar 4, 2026`; unparseable values are shown as they came. */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : value;
}

/** Last use with time of day, or `Never`. */
export function formatLastUsed(value: string | null): string {
  if (value === null) return 'Never';
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value;
}
