import type { VectorMetadataScope } from '../../runtime/vector-store-port.ts';

/** Flowise's metadata key naming the chat an uploaded file belongs to. */
export const FLOWISE_CHATID = 'flowise_chatId';

/** Whether the node's File Upload input is on (a saved flow may hold `true` or `"true"`). */
export function fileUploadOn(inputs: Readonly<Record<string, unknown>>): boolean {
  return inputs.fileUpload === true || inputs.fileUpload === 'true';
}

/** What a store with File Upload on searches: the chat's own files and what was upserted for everyone. */
export function chatScopeOf(
  inputs: Readonly<Record<string, unknown>>,
  chatId: string,
): VectorMetadataScope | undefined {
  return fileUploadOn(inputs) && chatId !== '' ? { key: FLOWISE_CHATID, value: chatId } : undefined;
}

/** The metadata of an uploaded chat file's chunk: the chat's id added. */
export function withChatId(
  metadata: Readonly<Record<string, unknown>>,
  chatId: string,
): Record<string, unknown> {
  return { ...metadata, [FLOWISE_CHATID]: chatId };
}
