import { describe, expect, it } from 'vitest';
import { guardedLookup } from './guarded-lookup.ts';
import { OutboundPolicy } from './outbound-policy.ts';

const policy = (platform: 'open source' | 'cloud') =>
  new OutboundPolicy({ platform, allowList: [], denyList: [], adminAllowList: () => [] }).for('model');

describe('guardedLookup', () => {
  it('hands a name that does not resolve to the caller as its DNS error (no exception escapes)', async () => {
    const lookup = guardedLookup(policy('open source'));
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      // `.invalid` never resolves (RFC 6761).
      lookup('no-such-host.invalid', {}, (failure) => {
        resolve(failure);
      });
    });
    expect(error?.code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
  });

  it('refuses a name whose address the policy refuses (loopback in the cloud)', async () => {
    const lookup = guardedLookup(policy('cloud'));
    const error = await new Promise<Error | null>((resolve) => {
      lookup('localhost', {}, (failure) => {
        resolve(failure);
      });
    });
    expect(error?.message).toMatch(/^Refused: /);
  });
});
