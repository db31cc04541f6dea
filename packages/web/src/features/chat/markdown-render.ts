import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Components } from 'hast-util-to-jsx-runtime';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Built once: a streaming answer parses its growing block on every frame, and building the GFM parser each time
// would cost as much as the parse.
const safeProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const htmlProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize);

const SAFE_PROTOCOL = /^(https?|mailto|tel):/i;

/** Links and images keep relative and http(s)/mailto/tel addresses (images also inline data images). */
export function safeUrl(url: string | undefined, image = false): string | undefined {
  if (url === undefined) return undefined;
  const trimmed = url.trim();
  const colon = trimmed.indexOf(':');
  const slash = trimmed.search(/[/?#]/);
  if (colon === -1 || (slash !== -1 && slash < colon)) return trimmed;
  if (SAFE_PROTOCOL.test(trimmed)) return trimmed;
  if (image && /^data:image\/(png|jpe?g|gif|webp);/i.test(trimmed)) return trimmed;
  return undefined;
}

/**
 * Markdown (GFM) as React elements. Raw HTML is dropped unless `renderHtml`, and then it is sanitised (no
 * scripts, event handlers or unsafe URLs).
 */
export function renderMarkdown(
  text: string,
  renderHtml: boolean,
  components: Partial<Components>,
): ReactNode {
  const processor = renderHtml ? htmlProcessor : safeProcessor;
  const tree = processor.runSync(processor.parse(text));
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components });
}
