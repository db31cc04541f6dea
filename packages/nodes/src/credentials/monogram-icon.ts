/** A small round badge with one or two letters, as an inline SVG data URI (no network, no brand artwork). */
export function monogramIcon(letters: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="10" fill="${color}"/>` +
    `<text x="20" y="26" font-family="Inter,Arial,sans-serif" font-size="${letters.length > 1 ? 15 : 19}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
