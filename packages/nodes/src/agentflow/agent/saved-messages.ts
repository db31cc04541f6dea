import { isRecord } from '@loomflow/core';
import {
  AIMessage,
  HumanMessage,
  SystemMessage,
  ToolMessage,
  type BaseMessage,
  type MessageContent,
} from '@langchain/core/messages';
import { textOf } from '../runtime-shared/input-guards.ts';

/** A tool call the model asked for. */
export interface PendingToolCall {
  readonly id: string;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** An agent's conversation as plain JSON, kept in a paused run's action to continue from. */
export interface SavedMessage {
  readonly role: 'system' | 'user' | 'assistant' | 'tool';
  readonly content: unknown;
  readonly toolCalls?: readonly PendingToolCall[];
  readonly toolCallId?: string;
}

export function toolCallsOf(message: BaseMessage): PendingToolCall[] {
  if (!AIMessage.isInstance(message)) return [];
  return (message.tool_calls ?? []).map((call, index) => ({
    id: call.id ?? `call_${index}`,
    name: call.name,
    args: isRecord(call.args) ? call.args : {},
  }));
}

export function saveMessages(messages: readonly BaseMessage[]): SavedMessage[] {
  return messages.map((message): SavedMessage => {
    const type = message.type;
    if (type === 'system') return { role: 'system', content: message.content };
    if (type === 'human') return { role: 'user', content: message.content };
    if (ToolMessage.isInstance(message)) {
      return { role: 'tool', content: message.content, toolCallId: message.tool_call_id };
    }
    return { role: 'assistant', content: message.content, toolCalls: toolCallsOf(message) };
  });
}

function isPendingToolCall(value: unknown): value is PendingToolCall {
  return (
    isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && isRecord(value.args)
  );
}

function isSavedMessage(value: unknown): value is SavedMessage {
  if (!isRecord(value)) return false;
  const roles: readonly unknown[] = ['system', 'user', 'assistant', 'tool'];
  if (!roles.includes(value.role)) return false;
  const calls = value.toolCalls;
  return calls === undefined || (Array.isArray(calls) && calls.every(isPendingToolCall));
}

export function readSavedMessages(value: unknown): SavedMessage[] | undefined {
  if (!Array.isArray(value) || !value.every(isSavedMessage)) return undefined;
  return value;
}

export function readPendingCalls(value: unknown): PendingToolCall[] | undefined {
  if (!Array.isArray(value) || !value.every(isPendingToolCall)) return undefined;
  return value;
}

function userContent(content: unknown): MessageContent {
  if (!Array.isArray(content)) return textOf(content);
  return content.filter(isRecord).map((part) => {
    if (part.type === 'image_url') {
      const image = part.image_url;
      const url = isRecord(image) ? textOf(image.url) : textOf(image);
      return { type: 'image_url', image_url: { url } };
    }
    return { type: 'text', text: textOf(part.text) };
  });
}

export function restoreMessages(saved: readonly SavedMessage[]): BaseMessage[] {
  return saved.map((message) => {
    switch (message.role) {
      case 'system':
        return new SystemMessage(textOf(message.content));
      case 'user':
        return new HumanMessage({ content: userContent(message.content) });
      case 'tool':
        return new ToolMessage({ content: textOf(message.content), tool_call_id: message.toolCallId ?? '' });
      case 'assistant':
        return new AIMessage({
          content: textOf(message.content),
          tool_calls: (message.toolCalls ?? []).map((call) => ({
            id: call.id,
            name: call.name,
            args: { ...call.args },
            type: 'tool_call' as const,
          })),
        });
    }
  });
}
