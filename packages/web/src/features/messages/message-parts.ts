import { isRecord, type ChatMessage, type MessageSource } from '@loomflow/core';

/** A list column of a stored message (JSON text); anything unreadable reads as empty. */
export function jsonList(text: string | null): unknown[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function stringField(item: unknown, key: string): string | undefined {
  if (!isRecord(item)) return undefined;
  const value = item[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A tool the answer used: its name, what it was given and what it answered (as text). */
export interface UsedTool {
  readonly tool: string;
  readonly input: string;
  readonly output: string;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function usedTools(message: ChatMessage): UsedTool[] {
  return jsonList(message.usedTools).flatMap((item) => {
    const tool = stringField(item, 'tool');
    if (!tool || !isRecord(item)) return [];
    return [{ tool, input: asText(item.toolInput), output: asText(item.toolOutput) }];
  });
}

/** A retrieved document: where it came from (`metadata.source`) and the start of its text. */
export interface SourceDocument {
  readonly source: string;
  readonly excerpt: string;
}

export function sourceDocuments(message: ChatMessage): SourceDocument[] {
  return jsonList(message.sourceDocuments).flatMap((item) => {
    if (!isRecord(item)) return [];
    const content = stringField(item, 'pageContent') ?? '';
    const source = stringField(item.metadata, 'source') ?? 'Document';
    return [{ source, excerpt: content.length > 200 ? `${content.slice(0, 200)}…` : content }];
  });
}

/** The names of the files the user sent with a message. */
export function uploadedFileNames(message: ChatMessage): string[] {
  return jsonList(message.fileUploads).flatMap((item) => {
    const name = stringField(item, 'name');
    return name ? [name] : [];
  });
}

export const SOURCE_LABELS: Readonly<Record<MessageSource, string>> = {
  UI: 'UI',
  API: 'API',
  EMBED: 'Embed',
  OTHER: 'Other',
};
