import { isRecord } from '@loomflow/core';
import type { SourceDocumentView, UsedToolView } from './chat-types.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The tools an answer (or one agent's turn) used, from `usedTools`. */
export function usedToolsOf(value: unknown): UsedToolView[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((tool) => ({
    tool: text(tool.tool) || text(tool.name) || 'tool',
    input: tool.toolInput,
    output: tool.toolOutput,
  }));
}

/** The documents an answer drew on, from `sourceDocuments`. */
export function sourceDocumentsOf(value: unknown): SourceDocumentView[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((document) => {
    const metadata = isRecord(document.metadata) ? document.metadata : {};
    return { source: text(metadata.source) || 'Document', content: text(document.pageContent) };
  });
}
