import { errorMessage } from '@loomflow/core';
import type { FeedbackRating, PredictionEvent, PredictionRequest } from '@loomflow/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { chatMessagesApi } from '../../api/chat-messages.api.ts';
import { abortPrediction, streamPrediction } from '../../api/prediction.api.ts';
import type { PredictionAudience } from '../../api/prediction.api.ts';
import { upsertRagUploads } from './rag-uploads.ts';
import { entriesOfHistory } from './chat-history.ts';
import { newChatId } from './chat-id.ts';
import { clearChatState, readChatState, saveChatState } from './chat-storage.ts';
import type { ChatStorageKind, StoredLead } from './chat-storage.ts';
import { emptyBotEntry, entryId } from './chat-types.ts';
import type { BotEntry, ChatEntry, ChatUpload, HumanInputRequest, UserEntry } from './chat-types.ts';
import { applyFrame } from './stream-events.ts';

export interface ChatSessionOptions {
  readonly flowId: string;
  readonly audience: PredictionAudience;
  /** The bot's first message (the chatbot's welcome message); not sent, not stored. */
  readonly greeting?: string;
}

export interface ChatSessionState {
  readonly chatId: string;
  readonly entries: readonly ChatEntry[];
  readonly running: boolean;
  readonly loadingHistory: boolean;
  readonly historyError?: string;
  readonly lead?: StoredLead;
}

export interface QuestionInput {
  readonly question?: string;
  readonly uploads?: readonly ChatUpload[];
  readonly form?: Readonly<Record<string, unknown>>;
  /** What the user's bubble shows (defaults to the question). */
  readonly display?: string;
}

type FrameScheduler = (callback: () => void) => void;

const nextFrame: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(callback);
  else setTimeout(callback, 16);
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One chat with a flow: its entries, the streaming answer and the stored chat id. Tokens are appended at most
 * once per animation frame, and only the streaming entry changes identity, so finished messages never re-render.
 */
export class ChatSession {
  readonly store: StoreApi<ChatSessionState>;
  private readonly kind: ChatStorageKind;
  private controller: AbortController | undefined;
  private pendingText = '';
  private pendingThinking = '';
  private pendingEntry: string | undefined;
  private frameRequested = false;

  constructor(
    private readonly options: ChatSessionOptions,
    private readonly schedule: FrameScheduler = nextFrame,
  ) {
    this.kind = options.audience === 'internal' ? 'INTERNAL' : 'EXTERNAL';
    const stored = readChatState(options.flowId, this.kind);
    this.store = createStore<ChatSessionState>(() => ({
      chatId: stored.chatId ?? newChatId(),
      entries: this.greeting(),
      running: false,
      loadingHistory: false,
      ...(stored.lead ? { lead: stored.lead } : {}),
    }));
  }

  /** The canvas chat shows the stored messages of its chat again (the public chatbot has no access to them). */
  async loadHistory(): Promise<void> {
    const { flowId, audience } = this.options;
    if (audience !== 'internal' || !readChatState(flowId, this.kind).chatId) return;
    const { chatId } = this.store.getState();
    this.store.setState({ loadingHistory: true });
    try {
      const messages = await chatMessagesApi.list(flowId, chatId);
      if (this.store.getState().entries.some((entry) => entry.kind === 'user')) return;
      this.store.setState({ entries: [...this.greeting(), ...entriesOfHistory(messages)] });
    } catch (error: unknown) {
      this.store.setState({ historyError: `Could not load the previous messages: ${errorMessage(error)}` });
    } finally {
      this.store.setState({ loadingHistory: false });
    }
  }

  send(input: QuestionInput): Promise<void> {
    const text = input.display ?? input.question ?? '';
    const user: UserEntry = { kind: 'user', id: entryId('user'), text, uploads: input.uploads ?? [] };
    return this.run(user, {
      ...(input.question !== undefined ? { question: input.question } : {}),
      ...(input.uploads && input.uploads.length > 0 ? { uploads: [...input.uploads] } : {}),
      ...(input.form ? { form: input.form } : {}),
    });
  }

  /** Answers a human-input pause: the run resumes from the paused node in the same chat. */
  resume(request: HumanInputRequest, type: 'proceed' | 'reject', feedback: string): Promise<void> {
    const label = type === 'proceed' ? request.proceedLabel : request.rejectLabel;
    const trimmed = feedback.trim();
    const user: UserEntry = {
      kind: 'user',
      id: entryId('user'),
      text: trimmed === '' ? label : `${label}: ${trimmed}`,
      uploads: [],
    };
    return this.run(user, {
      humanInput: {
        type,
        startNodeId: request.startNodeId,
        ...(trimmed !== '' ? { feedback: trimmed } : {}),
      },
    });
  }

  /** Stops the running answer: the server ends the run, the stream is closed. */
  async stop(): Promise<void> {
    const { controller } = this;
    if (!controller) return;
    try {
      await abortPrediction(this.options.flowId, this.store.getState().chatId, this.options.audience);
    } catch (error: unknown) {
      console.error('The server could not stop the run', error);
    }
    controller.abort();
  }

  /** Starts a new chat: the canvas chat deletes the stored messages; the stored state keeps only the lead. */
  async clear(): Promise<void> {
    if (this.controller) await this.stop();
    const { flowId, audience } = this.options;
    if (audience === 'internal') await chatMessagesApi.clear(flowId, this.store.getState().chatId);
    clearChatState(flowId, this.kind);
    this.store.setState({ chatId: newChatId(), entries: this.greeting() });
  }

  /** The lead the visitor left: kept with the chat state, its email goes with every question. */
  saveLead(lead: StoredLead): void {
    saveChatState(this.options.flowId, this.kind, { lead });
    this.store.setState({ lead });
  }

  /** A message of the chatbot itself (a lead form's thanks): shown, not sent, not stored. */
  note(text: string): void {
    const { entries } = this.store.getState();
    this.store.setState({ entries: [...entries, emptyBotEntry({ text, status: 'done', greeting: true })] });
  }

  setFeedback(entry: string, feedback: { id: string; rating: FeedbackRating }): void {
    this.updateEntry(entry, (bot) => ({ ...bot, feedback }));
  }

  private greeting(): ChatEntry[] {
    const { greeting } = this.options;
    return greeting
      ? [emptyBotEntry({ text: greeting, status: 'done', greeting: true, id: 'greeting' })]
      : [];
  }

  private async run(user: UserEntry, body: Omit<PredictionRequest, 'chatId'>): Promise<void> {
    if (this.controller) return;
    const bot = emptyBotEntry();
    const { chatId, lead } = this.store.getState();
    // Buttons and follow-up prompts of earlier answers are answered by this question.
    const earlier = this.store
      .getState()
      .entries.map((entry) =>
        entry.kind === 'bot' && (entry.action || entry.followUpPrompts.length > 0)
          ? { ...entry, action: undefined, followUpPrompts: [] }
          : entry,
      );
    this.store.setState({ entries: [...earlier, user, bot], running: true });
    saveChatState(this.options.flowId, this.kind, { chatId });
    const controller = new AbortController();
    this.controller = controller;
    try {
      const uploads = body.uploads
        ? await upsertRagUploads(this.options.flowId, chatId, body.uploads)
        : undefined;
      await streamPrediction({
        flowId: this.options.flowId,
        audience: this.options.audience,
        body: {
          ...body,
          ...(uploads ? { uploads } : {}),
          chatId,
          ...(lead?.email ? { leadEmail: lead.email } : {}),
        },
        signal: controller.signal,
        onFrame: (frame) => {
          this.onFrame(bot.id, frame);
        },
      });
    } catch (error: unknown) {
      this.flush();
      if (isAbort(error) || controller.signal.aborted) {
        this.updateEntry(bot.id, (entry) =>
          applyFrame(entry, { event: 'abort', data: '[DONE]' }, performance.now()),
        );
      } else {
        this.updateEntry(bot.id, (entry) => ({ ...entry, status: 'error', error: errorMessage(error) }));
      }
    } finally {
      this.flush();
      this.updateEntry(bot.id, (entry) =>
        entry.status === 'streaming' ? { ...entry, status: 'done' } : entry,
      );
      this.controller = undefined;
      this.store.setState({ running: false });
    }
  }

  private onFrame(entry: string, frame: PredictionEvent): void {
    if (frame.event === 'token' || frame.event === 'thinking') {
      if (this.pendingEntry !== entry) this.flush();
      this.pendingEntry = entry;
      if (frame.event === 'token') this.pendingText += frame.data;
      else this.pendingThinking += frame.data;
      if (!this.frameRequested) {
        this.frameRequested = true;
        this.schedule(() => {
          this.frameRequested = false;
          this.flush();
        });
      }
      return;
    }
    this.flush();
    this.updateEntry(entry, (bot) => applyFrame(bot, frame, performance.now()));
  }

  /** Appends the tokens and thinking text gathered since the last frame. */
  private flush(): void {
    const { pendingEntry, pendingText, pendingThinking } = this;
    if (!pendingEntry || (pendingText === '' && pendingThinking === '')) return;
    this.pendingText = '';
    this.pendingThinking = '';
    this.updateEntry(pendingEntry, (bot) => ({
      ...bot,
      text: bot.text + pendingText,
      thinking: bot.thinking + pendingThinking,
    }));
  }

  private updateEntry(id: string, change: (entry: BotEntry) => BotEntry): void {
    const { entries } = this.store.getState();
    this.store.setState({
      entries: entries.map((entry) => (entry.kind === 'bot' && entry.id === id ? change(entry) : entry)),
    });
  }
}
