import type { ChatflowRunIdentity } from '../../runtime/chatflow-component.ts';
import type { ChatTurn } from '../../runtime/node-executor.ts';
import type { ThreadMessage } from './assistants-api.types.ts';

/** How many sessions' threads one process remembers (the oldest are forgotten first). */
const MAX_SESSIONS = 10_000;

/** How many earlier messages a new thread starts with (the Assistants API takes at most 32 at creation). */
const MAX_HISTORY = 30;

/**
 * The provider thread of each chat session this process has run (a flow's session in a workspace). The thread
 * only carries the conversation to the provider: the chat's own messages stay the record, and a session without
 * a known thread (another process, a restart) starts a new thread with them (`threadHistory`).
 */
export class AssistantThreads {
  readonly #threads = new Map<string, string>();

  keyOf(run: ChatflowRunIdentity): string {
    return JSON.stringify([run.workspaceId, run.chatflowId, run.sessionId]);
  }

  get(key: string): string | undefined {
    return this.#threads.get(key);
  }

  set(key: string, threadId: string): void {
    this.#threads.delete(key);
    this.#threads.set(key, threadId);
    if (this.#threads.size <= MAX_SESSIONS) return;
    const oldest = this.#threads.keys().next();
    if (oldest.done !== true) this.#threads.delete(oldest.value);
  }
}

/** The session's user and assistant messages a new thread starts with (the latest, non-empty). */
export function threadHistory(turns: readonly ChatTurn[]): ThreadMessage[] {
  return turns
    .flatMap((turn): ThreadMessage[] =>
      (turn.role === 'user' || turn.role === 'assistant') && turn.content.trim() !== ''
        ? [{ role: turn.role, content: turn.content }]
        : [],
    )
    .slice(-MAX_HISTORY);
}
