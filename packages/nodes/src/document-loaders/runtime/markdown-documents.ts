import type { TextDocument } from '../../runtime/document-processing.ts';

/**
 * A Markdown file as one document. A front matter block (`---` … `---` at the top) is taken off the text and
 * its simple `key: value` lines become metadata; the first heading, when there is one, becomes `title`.
 */
export function markdownDocument(name: string, text: string): TextDocument {
  const metadata: Record<string, unknown> = { source: name };
  let body = text.replace(/^\uFEFF/, '');
  const front = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(body);
  if (front) {
    body = body.slice(front[0].length);
    for (const line of (front[1] ?? '').split(/\r?\n/)) {
      const match = /^([A-Za-z0-9_-]+):\s*(.*)$/.exec(line);
      if (match?.[1] && match[2] !== undefined && match[2] !== '')
        metadata[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(body);
  if (heading?.[1] && metadata['title'] === undefined) metadata['title'] = heading[1];
  return { pageContent: body.trim(), metadata };
}
