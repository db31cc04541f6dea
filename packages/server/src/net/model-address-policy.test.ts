import { describe, expect, it } from 'vitest';
import { ModelAddressPolicy, refuseUrl } from './model-address-policy.ts';

const policy = (
  platform: 'open source' | 'enterprise' | 'cloud',
  lists: { allow?: string[]; deny?: string[] } = {},
) => new ModelAddressPolicy({ platform, allowList: lists.allow ?? [], denyList: lists.deny ?? [] });

describe('ModelAddressPolicy', () => {
  it('lets open source reach local and private model servers', async () => {
    const openSource = policy('open source');
    for (const url of [
      'http://127.0.0.1:11434',
      'http://[::1]:8000/v1',
      'http://10.0.0.5/v1',
      'http://localhost:1234',
    ])
      expect(await refuseUrl(openSource, url), url).toBeUndefined();
  });

  it('refuses link-local and metadata addresses on every platform, whatever the allow list says', async () => {
    for (const platform of ['open source', 'enterprise', 'cloud'] as const) {
      const allowing = policy(platform, { allow: ['169.254.0.0/16', 'metadata.google.internal'] });
      expect(await refuseUrl(allowing, 'http://169.254.169.254/latest')).toContain(
        'link-local or cloud metadata address',
      );
      expect(await refuseUrl(allowing, 'http://metadata.google.internal./v1')).toContain(
        'cloud metadata address',
      );
      expect(await refuseUrl(allowing, 'http://[::ffff:169.254.169.254]/')).toContain('link-local');
    }
  });

  it('names HTTP_ALLOW_LIST with the exact entry on enterprise, and admits it once listed', async () => {
    expect(await refuseUrl(policy('enterprise'), 'http://127.0.0.1:11434')).toBe(
      '127.0.0.1 is a private or loopback address: add 127.0.0.1 to HTTP_ALLOW_LIST (comma-separated host names, ' +
        "IP addresses or CIDR ranges) in the server's environment and restart the server to allow it",
    );
    expect(await refuseUrl(policy('enterprise'), 'http://localhost:11434')).toContain(
      'localhost (127.0.0.1) is a private or loopback address: add localhost to HTTP_ALLOW_LIST',
    );
    expect(
      await refuseUrl(policy('enterprise', { allow: ['127.0.0.1'] }), 'http://127.0.0.1:11434'),
    ).toBeUndefined();
  });

  it('says cloud never reaches private addresses, allow list or not', async () => {
    const refusal = await refuseUrl(policy('cloud', { allow: ['127.0.0.1'] }), 'http://127.0.0.1:11434');
    expect(refusal).toContain('which models cannot reach on Loomflow Cloud');
    expect(refusal).not.toContain('HTTP_ALLOW_LIST');
  });

  it('applies HTTP_DENY_LIST everywhere and says how to lift it', async () => {
    const denying = policy('open source', { deny: ['10.0.0.0/8', 'llm.internal'] });
    expect(await refuseUrl(denying, 'http://10.1.2.3/v1')).toBe(
      '10.1.2.3 is on HTTP_DENY_LIST: remove it there (server environment) and restart the server to allow it',
    );
    expect(denying.refuseHost('llm.internal')).toContain('llm.internal is on HTTP_DENY_LIST');
  });
});
