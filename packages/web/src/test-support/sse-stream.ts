/** A prediction stream of these frames (`message:\ndata:{event, data}` blocks), answered at once. */
export function sseFrames(list: readonly (readonly [string, unknown])[]): Response {
  const text = list.map(([event, data]) => `message:\ndata:${JSON.stringify({ event, data })}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** A prediction stream the test writes frame by frame. */
export function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`message:\ndata:${JSON.stringify({ event, data })}\n\n`));
    },
    raw(text: string) {
      controller?.enqueue(encoder.encode(text));
    },
    close() {
      controller?.close();
    },
  };
}
