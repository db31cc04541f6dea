/** One server-sent event of a Replicate prediction stream (`output`, `error` or `done`). */
export interface ReplicateStreamEvent {
  readonly event: string;
  readonly data: string;
}

/** The events of one SSE block: `event:` and `data:` lines (several data lines joined by a line feed). */
function parseBlock(block: string): ReplicateStreamEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 && event === 'message' ? undefined : { event, data: data.join('\n') };
}

/** Reads a `text/event-stream` body event by event, as the bytes arrive. */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ReplicateStreamEvent> {
  const decoder = new TextDecoder();
  let pending = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value: bytes } = await reader.read();
      if (done) break;
      pending += decoder.decode(bytes, { stream: true });
      const blocks = pending.split(/\r?\n\r?\n/);
      pending = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = parseBlock(block);
        if (event) yield event;
      }
    }
  } finally {
    // A consumer that stops early (an aborted run) releases the connection.
    void reader.cancel().catch(() => undefined);
  }
  const last = parseBlock(pending + decoder.decode());
  if (last) yield last;
}
