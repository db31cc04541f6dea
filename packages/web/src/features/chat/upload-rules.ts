import type { ChatbotConfig, UploadsConfig } from '@loomflow/core';
import type { ChatUpload } from './chat-types.ts';

/** One kind of file the chat accepts: MIME patterns, the largest size and how it is sent. */
export interface UploadRule {
  readonly type: ChatUpload['type'];
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
}

const MB = 1024 * 1024;

/** What the flow lets its chat upload: images, files for retrieval, and whole files (chatbot config). */
export function uploadRulesOf(uploads: UploadsConfig | undefined, config: ChatbotConfig): UploadRule[] {
  const rules: UploadRule[] = [];
  if (uploads?.isImageUploadAllowed) {
    for (const rule of uploads.imgUploadSizeAndTypes)
      rules.push({ type: 'file', mimeTypes: rule.fileTypes, maxBytes: rule.maxUploadSize * MB });
  }
  if (uploads?.isRAGFileUploadAllowed) {
    for (const rule of uploads.fileUploadSizeAndTypes)
      rules.push({ type: 'file:rag', mimeTypes: rule.fileTypes, maxBytes: rule.maxUploadSize * MB });
  }
  if (config.fullFileUpload?.status) {
    const types = (config.fullFileUpload.allowedUploadFileTypes ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type !== '');
    rules.push({ type: 'file:full', mimeTypes: types.length > 0 ? types : ['*/*'], maxBytes: 50 * MB });
  }
  return rules;
}

function matches(pattern: string, file: { type: string; name: string }): boolean {
  if (pattern === '*/*' || pattern === '*') return true;
  if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern.toLowerCase());
  if (pattern.endsWith('/*')) return file.type.startsWith(pattern.slice(0, -1));
  return file.type === pattern;
}

/** The rule a file falls under, or why it is refused. */
export function ruleFor(
  rules: readonly UploadRule[],
  file: { type: string; name: string; size: number },
): { rule: UploadRule } | { refused: string } {
  const fitting = rules.filter((rule) => rule.mimeTypes.some((pattern) => matches(pattern, file)));
  if (fitting.length === 0)
    return { refused: `${file.name}: this flow does not accept ${file.type || 'this kind of file'}` };
  const rule = fitting.find((candidate) => file.size <= candidate.maxBytes);
  if (!rule) {
    const limit = Math.max(...fitting.map((candidate) => candidate.maxBytes)) / MB;
    return { refused: `${file.name} is larger than ${String(limit)} MB` };
  }
  return { rule };
}

export function acceptAttribute(rules: readonly UploadRule[]): string {
  return [...new Set(rules.flatMap((rule) => rule.mimeTypes))].join(',');
}
