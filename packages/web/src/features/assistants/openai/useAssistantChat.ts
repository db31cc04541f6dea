import { isRecord, errorMessage } from '@loomflow/core';
import { useRef, useState } from 'react';
import { newChatId } from '../../chat/chat-id.ts';
import { emptyBotEntry, entryId } from '../../chat/chat-types.ts';
import type { BotEntry, ChatEntry } from '../../chat/chat-types.ts';
import { applyFrame } from '../../chat/stream-events.ts';
import { streamAssistantChat } from './assistant-chat-stream.ts';

/** A file the assistant produced or cited (the provider's annotation). */
export interface FileAnnotationView {
  readonly fileName: string;
  readonly fileId: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function annotationsOf(data: unknown): FileAnnotationView[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const found: FileAnnotationView[] = [];
  for (const item of data.filter(isRecord)) {
    const fileId = text(item.fileId) || text(item.file_id) || text(item.filePath);
    const fileName = text(item.fileName) || text(item.filePath) || fileId || 'file';
    // A file cited several times in one answer is listed once.
    if (seen.has(`${fileId}/${fileName}`)) continue;
    seen.add(`${fileId}/${fileName}`);
    found.push({ fileName, fileId });
  }
  return found;
}

export interface AssistantChat {
  readonly entries: readonly ChatEntry[];
  readonly annotations: Readonly<Record<string, readonly FileAnnotationView[]>>;
  readonly running: boolean;
  readonly chatId: string;
  readonly send: (question: string) => void;
  readonly stop: () => void;
  readonly reset: () => void;
}

/** One conversation with an OpenAI / Azure assistant (one provider thread per chat id on the server). */
export function useAssistantChat(assistantId: string): AssistantChat {
  const [entries, setEntries] = useState<readonly ChatEntry[]>([]);
  const [annotations, setAnnotations] = useState<Readonly<Record<string, readonly FileAnnotationView[]>>>({});
  const [running, setRunning] = useState(false);
  const [chatId, setChatId] = useState(newChatId);
  const controller = useRef<AbortController | undefined>(undefined);

  const update = (id: string, change: (entry: BotEntry) => BotEntry) => {
    setEntries((current) =>
      current.map((entry) => (entry.kind === 'bot' && entry.id === id ? change(entry) : entry)),
    );
  };

  const send = (question: string) => {
    if (controller.current || question.trim() === '') return;
    const bot = emptyBotEntry();
    setEntries((current) => [
      ...current,
      { kind: 'user', id: entryId('user'), text: question, uploads: [] },
      bot,
    ]);
    setRunning(true);
    const abort = new AbortController();
    controller.current = abort;
    void streamAssistantChat({
      assistantId,
      question,
      chatId,
      signal: abort.signal,
      onFrame: (frame) => {
        if (frame.event === 'fileAnnotations') {
          const found = annotationsOf(frame.data);
          setAnnotations((current) => ({ ...current, [bot.id]: [...(current[bot.id] ?? []), ...found] }));
          return;
        }
        update(bot.id, (entry) => applyFrame(entry, frame, performance.now()));
      },
    })
      .catch((error: unknown) => {
        update(bot.id, (entry) =>
          abort.signal.aborted
            ? applyFrame(entry, { event: 'abort', data: '[DONE]' }, performance.now())
            : { ...entry, status: 'error', error: errorMessage(error) },
        );
      })
      .finally(() => {
        update(bot.id, (entry) => (entry.status === 'streaming' ? { ...entry, status: 'done' } : entry));
        controller.current = undefined;
        setRunning(false);
      });
  };

  const stop = () => {
    controller.current?.abort();
  };

  const reset = () => {
    stop();
    setEntries([]);
    setAnnotations({});
    setChatId(newChatId());
  };

  return { entries, annotations, running, chatId, send, stop, reset };
}
