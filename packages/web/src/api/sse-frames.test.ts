import { describe, expect, it } from 'vitest';
import { SseFrameParser } from './sse-frames.ts';

const frame = (event: string, data: unknown) => `message:\ndata:${JSON.stringify({ event, data })}\n\n`;

describe('SseFrameParser', () => {
  it('reads every frame of one chunk in order', () => {
    const parser = new SseFrameParser();
    expect(parser.push(frame('start', '') + frame('token', 'Hel') + frame('token', 'lo'))).toEqual([
      { event: 'start', data: '' },
      { event: 'token', data: 'Hel' },
      { event: 'token', data: 'lo' },
    ]);
  });

  it('joins a frame split across chunks, even inside its JSON and its blank line', () => {
    const text = frame('token', 'split here') + frame('end', '[DONE]');
    const parser = new SseFrameParser();
    const cuts = [0, 3, 12, 20, 31, 32, 40, text.length];
    const inChunks = cuts.slice(1).flatMap((cut, index) => parser.push(text.slice(cuts[index], cut)));
    expect(inChunks).toEqual([
      { event: 'token', data: 'split here' },
      { event: 'end', data: '[DONE]' },
    ]);
    const parser2 = new SseFrameParser();
    const oneByOne = Array.from({ length: text.length }, (_, index) =>
      parser2.push(text.charAt(index)),
    ).flat();
    expect(oneByOne).toEqual([
      { event: 'token', data: 'split here' },
      { event: 'end', data: '[DONE]' },
    ]);
  });

  it('skips heartbeat comments between frames', () => {
    const parser = new SseFrameParser();
    expect(parser.push(':heartbeat\n\n' + frame('token', 'a') + ':heartbeat\n\n')).toEqual([
      { event: 'token', data: 'a' },
    ]);
  });

  it('joins several data lines of one frame with newlines', () => {
    const parser = new SseFrameParser();
    const frames = parser.push('message:\ndata:{"event":"token",\ndata:"data":"x"}\n\n');
    expect(frames).toEqual([{ event: 'token', data: 'x' }]);
  });

  it('keeps newlines inside token text (escaped in the JSON)', () => {
    const parser = new SseFrameParser();
    expect(parser.push(frame('token', 'line 1\n\nline 2'))).toEqual([
      { event: 'token', data: 'line 1\n\nline 2' },
    ]);
  });

  it('reads CRLF line endings', () => {
    const parser = new SseFrameParser();
    expect(parser.push('message:\r\ndata:{"event":"token","data":"y"}\r\n\r\n')).toEqual([
      { event: 'token', data: 'y' },
    ]);
  });

  it('returns a last frame without its blank line on flush, and ignores unreadable data', () => {
    const parser = new SseFrameParser();
    expect(parser.push('data:not json\n\n' + 'message:\ndata:{"event":"end","data":"[DONE]"}')).toEqual([]);
    expect(parser.flush()).toEqual([{ event: 'end', data: '[DONE]' }]);
    expect(parser.flush()).toEqual([]);
  });
});
