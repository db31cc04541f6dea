/**
 * Reads a `text/event-stream` body to the end and returns the `data:` payload of every event, in order
 * (multi-line data joined with `\n`). The final OpenAI `[DONE]` marker is returned like any other payload.
 */
export async function readSseData(response: Response): Promise<string[]> {
  const text = await response.text();
  return text
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n'),
    )
    .filter((data) => data.length > 0);
}
