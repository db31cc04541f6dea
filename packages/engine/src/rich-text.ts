/**
 * Agentflow message fields come from a rich-text editor and may be HTML: `<p>` paragraphs, `<br>`, variable
 * mentions as `<span class="variable" data-type="mention" data-id="question">{{ question }}</span>`. This turns
 * such HTML into the plain text a person reading the editor would expect; other text passes unchanged.
 */

const EDITOR_HTML = /^\s*<(p|h[1-6]|ul|ol|pre|blockquote)[\s>]|data-type="mention"/i;
const MENTION = /<span\b[^>]*data-type="mention"[^>]*>([\s\S]*?)<\/span>/gi;
const DATA_ID = /data-id="([^"]*)"/i;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Whether text looks like the rich-text editor's HTML. */
export function isEditorHtml(text: string): boolean {
  return EDITOR_HTML.test(text);
}

function mentionText(whole: string, inner: string): string {
  const stripped = inner.replace(/<[^>]*>/g, '').trim();
  if (stripped.startsWith('{{')) return stripped;
  const id = DATA_ID.exec(whole)?.[1];
  return id !== undefined && id.length > 0 ? `{{ ${id} }}` : stripped;
}

/** The editor's HTML as plain text lines (paragraphs and breaks become newlines, list items `- `). */
export function editorHtmlToText(html: string): string {
  if (!isEditorHtml(html)) return html;
  const text = html
    .replace(MENTION, (whole, inner: string) => mentionText(whole, inner))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|pre|blockquote|div)>/gi, '\n')
    .replace(/<\/?(p|h[1-6]|ul|ol|li|pre|blockquote|div|span|strong|b|em|i|u|s|code|a|mark)\b[^>]*>/gi, '');
  return decodeEntities(text).replace(/\n+$/, '');
}
