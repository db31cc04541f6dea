import { isRecord } from '@loomflow/core';
import { readStoredJson, removeStored, writeStored } from '../../stores/browser-storage.ts';

/** The canvas chat panel keeps its state under `INTERNAL`, the public chatbot under `EXTERNAL`. */
export type ChatStorageKind = 'INTERNAL' | 'EXTERNAL';

export interface StoredLead {
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
}

/** Spec §3/§4: per flow, the current chat's id and the lead the visitor left (if any). */
export interface StoredChatState {
  readonly chatId?: string;
  readonly lead?: StoredLead;
}

export function chatStateKey(flowId: string, kind: ChatStorageKind): string {
  return `${flowId}_${kind}`;
}

function leadOf(value: unknown): StoredLead | undefined {
  if (!isRecord(value)) return undefined;
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  return { name: text(value.name), email: text(value.email), phone: text(value.phone) };
}

/** The stored state of a flow's chat; empty when nothing (or nothing readable) is stored. */
export function readChatState(flowId: string, kind: ChatStorageKind): StoredChatState {
  const value = readStoredJson(chatStateKey(flowId, kind));
  if (!isRecord(value)) return {};
  const lead = leadOf(value.lead);
  return {
    ...(typeof value.chatId === 'string' && value.chatId !== '' ? { chatId: value.chatId } : {}),
    ...(lead ? { lead } : {}),
  };
}

/** Saves new values over the stored ones (the others stay); returns the result. */
export function saveChatState(
  flowId: string,
  kind: ChatStorageKind,
  values: StoredChatState,
): StoredChatState {
  const merged = { ...readChatState(flowId, kind), ...values };
  writeStored(chatStateKey(flowId, kind), JSON.stringify(merged));
  return merged;
}

/** Forgets the chat: only the lead stays when there is one, else the key goes. */
export function clearChatState(flowId: string, kind: ChatStorageKind): void {
  const { lead } = readChatState(flowId, kind);
  if (lead) writeStored(chatStateKey(flowId, kind), JSON.stringify({ lead }));
  else removeStored(chatStateKey(flowId, kind));
}
