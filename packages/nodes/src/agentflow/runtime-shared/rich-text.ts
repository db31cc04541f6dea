/** Text typed in a rich-text editor without its HTML (`<p>http://…</p>` → `http://…`), entities decoded. */
export function stripHtml(text: string): string {
  if (!text.includes('<')) return text.trim();
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li)>\s*<(p|div|h\d|li)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

const RICH_TEXT = /^\s*<(p|span|div|h[1-6]|ul|ol|pre)[\s>]/i;

/** A value from a rich-text input as plain text; other values are left as they are. */
export function plainText<T>(value: T): T | string {
  return typeof value === 'string' && RICH_TEXT.test(value) ? stripHtml(value) : value;
}
