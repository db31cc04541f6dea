import { describe, expect, it } from 'vitest';
import { idSchema } from './common.ts';

describe('idSchema', () => {
  it('accepts ids and refuses empty, overlong and control-character ones with a readable message', () => {
    expect(idSchema.parse('3f2a-flow_1')).toBe('3f2a-flow_1');
    expect(idSchema.safeParse('').success).toBe(false);
    expect(idSchema.safeParse('x'.repeat(101)).success).toBe(false);
    const nul = idSchema.safeParse('flow\u0000../../etc/passwd');
    expect(nul.success).toBe(false);
    expect(nul.error?.issues[0]?.message).toBe('An id cannot contain control characters');
    expect(idSchema.safeParse('line\nbreak').success).toBe(false);
  });
});
