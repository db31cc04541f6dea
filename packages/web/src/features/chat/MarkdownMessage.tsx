import Box from '@mui/material/Box';
import type { Components } from 'hast-util-to-jsx-runtime';
import { isValidElement, memo, useDeferredValue, useMemo } from 'react';
import type { ReactNode } from 'react';
import { CodeBlock } from './CodeBlock.tsx';
import { markdownBlocks } from './markdown-blocks.ts';
import { renderMarkdown, safeUrl } from './markdown-render.ts';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

function languageOf(node: ReactNode): string | undefined {
  if (!isValidElement<{ className?: string }>(node)) return undefined;
  const match = /language-([\w+-]+)/.exec(node.props.className ?? '');
  return match?.[1];
}

const components: Partial<Components> = {
  a: ({ href, children }) => (
    <a href={safeUrl(href)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  pre: ({ children }) => (
    <CodeBlock code={textOf(children).replace(/\n$/, '')} language={languageOf(children)} />
  ),
  img: ({ src, alt }) => (
    <Box
      component="img"
      src={typeof src === 'string' ? src : undefined}
      alt={alt ?? ''}
      sx={{ maxWidth: '100%' }}
    />
  ),
  table: ({ children }) => (
    <Box sx={{ overflowX: 'auto', my: 1 }}>
      <table>{children}</table>
    </Box>
  ),
};

const markdownSx = {
  wordBreak: 'break-word',
  '& > div + div': { mt: 1 },
  // Blocks out of view skip rendering; their size is the one they had when drawn (a streamed answer's blocks
  // were all drawn once), so scrolling and the scroll height stay right.
  '& > div': { contentVisibility: 'auto', containIntrinsicSize: 'auto 1.5em' },
  '& p': { my: 0.75 },
  '& > div > :first-child': { mt: 0 },
  '& > div > :last-child': { mb: 0 },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& :not(pre) > code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& a': { color: 'inherit' },
} as const;

interface BlockProps {
  readonly text: string;
  readonly renderHtml: boolean;
}

/**
 * One markdown block; memoised, so a finished block is not parsed again while later ones stream. The growing block
 * of a streaming answer is parsed from a deferred value: when the browser is busy, React renders only its latest
 * text and never delays a frame for it.
 */
const MarkdownBlock = memo(function MarkdownBlock({ text, renderHtml }: BlockProps) {
  const deferred = useDeferredValue(text);
  const content = useMemo(() => renderMarkdown(deferred, renderHtml, components), [deferred, renderHtml]);
  return <div>{content}</div>;
});

export interface MarkdownMessageProps {
  readonly text: string;
  /** The chatbot configuration's renderHTML: raw HTML in answers is rendered (sanitised); otherwise dropped. */
  readonly renderHtml?: boolean;
}

/**
 * An answer as markdown: GFM tables, code blocks with copy, images, links opening in a new tab. Rendered block by
 * block, so that a streaming answer parses only its growing last block on each frame.
 */
export function MarkdownMessage({ text, renderHtml = false }: MarkdownMessageProps) {
  const blocks = useMemo(() => markdownBlocks(text), [text]);
  return (
    <Box sx={markdownSx}>
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end: the index is a stable key.
        <MarkdownBlock key={index} text={block} renderHtml={renderHtml} />
      ))}
    </Box>
  );
}
