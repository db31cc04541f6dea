import { describe, expect, it } from 'vitest';
import { sortTools } from './tool-order.ts';

describe('sortTools (spec §9)', () => {
  it('puts read/get first, then write/post, then the rest, each by name', () => {
    const names = ['send_email', 'post_message', 'get_weather', 'Write_file', 'read_file', 'calculator'];
    expect(sortTools(names.map((name) => ({ name }))).map((tool) => tool.name)).toEqual([
      'get_weather',
      'read_file',
      'post_message',
      'Write_file',
      'calculator',
      'send_email',
    ]);
  });
});
