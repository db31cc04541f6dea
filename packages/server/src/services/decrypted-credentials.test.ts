import { describe, expect, it } from 'vitest';
import { DecryptedCredentials } from './decrypted-credentials.ts';

describe('DecryptedCredentials', () => {
  it('answers only for the version it was decrypted at, in the same workspace', () => {
    const kept = new DecryptedCredentials(10);
    kept.set('ws-1', 'cred', 'v1', { openAIApiKey: 'sk-A' });
    expect(kept.get('ws-1', 'cred', 'v1')).toEqual({ openAIApiKey: 'sk-A' });
    expect(kept.get('ws-2', 'cred', 'v1')).toBeUndefined();
    expect(kept.get('ws-1', 'cred', 'v2')).toBeUndefined();
    // An older entry is dropped once a newer version was asked for.
    expect(kept.get('ws-1', 'cred', 'v1')).toBeUndefined();
  });

  it('hands out copies: a caller changing its data changes nothing kept', () => {
    const kept = new DecryptedCredentials(10);
    kept.set('ws', 'cred', 'v1', { openAIApiKey: 'sk-A' });
    const data = kept.get('ws', 'cred', 'v1');
    if (data) data.openAIApiKey = 'changed';
    expect(kept.get('ws', 'cred', 'v1')).toEqual({ openAIApiKey: 'sk-A' });
  });

  it('keeps at most its bound, dropping the least recently used, and forgets on request', () => {
    const kept = new DecryptedCredentials(2);
    kept.set('ws', 'a', 'v', { key: 'a' });
    kept.set('ws', 'b', 'v', { key: 'b' });
    kept.get('ws', 'a', 'v');
    kept.set('ws', 'c', 'v', { key: 'c' });
    expect(kept.size).toBe(2);
    expect(kept.get('ws', 'b', 'v')).toBeUndefined();
    expect(kept.get('ws', 'a', 'v')).toEqual({ key: 'a' });
    kept.forget('ws', 'a');
    expect(kept.get('ws', 'a', 'v')).toBeUndefined();
  });
});
