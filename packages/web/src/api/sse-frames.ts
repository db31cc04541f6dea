import { parseJsonObject } from '@loomflow/core';

/** One event of a streamed prediction: `message:\ndata:{"event":…,"data":…}`. */
export interface StreamFrame {
  readonly event: string;
  readonly data: unknown;
}

/** The frame of one block of lines; undefined for heartbeats (`:comment`), empty blocks and unreadable data. */
function frameOf(block: string): StreamFrame | undefined {
  const dataLines: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('data:')) dataLines.push(line.slice(5).replace(/^ /, ''));
  }
  if (dataLines.length === 0) return undefined;
  const value = parseJsonObject(dataLines.join('\n'));
  if (!value || typeof value.event !== 'string') return undefined;
  return { event: value.event, data: value.data };
}

/**
 * Reads server-sent event frames from text that arrives in arbitrary chunks: a frame ends at a blank line, its
 * `data:` lines (several make one value, joined by newlines) carry the JSON; comments such as `:heartbeat` and the
 * `message:` line are skipped.
 */
export class SseFrameParser {
  private buffer = '';

  /** Adds a chunk; returns every frame it completed. */
  push(chunk: string): StreamFrame[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const frames: StreamFrame[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const frame = frameOf(this.buffer.slice(0, end));
      if (frame) frames.push(frame);
      this.buffer = this.buffer.slice(end + 2);
      end = this.buffer.indexOf('\n\n');
    }
    return frames;
  }

  /** The stream ended: the last frame may lack its blank line. */
  flush(): StreamFrame[] {
    const rest = this.buffer;
    this.buffer = '';
    const frame = frameOf(rest);
    return frame ? [frame] : [];
  }
}
