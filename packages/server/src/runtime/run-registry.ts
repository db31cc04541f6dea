/** Runs in flight on this server, by flow and chat, so `PUT /chatmessage/abort/{flowId}/{chatId}` can stop them. */
export class RunRegistry {
  private readonly runs = new Map<string, Set<AbortController>>();

  private static key(flowId: string, chatId: string): string {
    return `${flowId}\u0000${chatId}`;
  }

  /** Registers a run; call the answer when it ends. */
  register(flowId: string, chatId: string, controller: AbortController): () => void {
    const key = RunRegistry.key(flowId, chatId);
    let set = this.runs.get(key);
    if (!set) {
      set = new Set();
      this.runs.set(key, set);
    }
    set.add(controller);
    return () => {
      const current = this.runs.get(key);
      if (!current) return;
      current.delete(controller);
      if (current.size === 0) this.runs.delete(key);
    };
  }

  /** Aborts every run of the chat; answers how many there were. */
  abort(flowId: string, chatId: string): number {
    const set = this.runs.get(RunRegistry.key(flowId, chatId));
    if (!set) return 0;
    for (const controller of set) controller.abort(new Error('Aborted by the client'));
    return set.size;
  }

  /** Aborts everything (server shutdown). */
  abortAll(): void {
    for (const set of this.runs.values())
      for (const controller of set) controller.abort(new Error('Server shutting down'));
  }
}
