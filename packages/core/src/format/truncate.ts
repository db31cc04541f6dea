export const ELLIPSIS = '...';

/**
 * Shortens text to at most `maxLength` characters plus three dots (spec §9); shorter text is returned as is.
 * Counts code points, so an emoji is never cut in half.
 */
export function truncateText(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, Math.max(0, maxLength)).join('')}${ELLIPSIS}`;
}
