import { describe, expect, it } from 'vitest';
import { ACCEPTED_FORMS, checkOutboundAccessEntry } from './outbound-access-entry.ts';

describe('an Outbound access entry', () => {
  it.each([
    ['db.internal', 'db.internal'],
    ['  Ollama.LAN.  ', 'ollama.lan'],
    ['*.corp.example', '*.corp.example'],
    ['10.0.0.5', '10.0.0.5'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['192.168.0.0/16', '192.168.0.0/16'],
    ['[::1]', '::1'],
    ['fd12:3456::/48', 'fd12:3456::/48'],
    // Wider than link-local: allowed (the policy still refuses the link-local part).
    ['169.0.0.0/8', '169.0.0.0/8'],
  ])('%s is stored as %s', (written, stored) => {
    expect(checkOutboundAccessEntry(written)).toEqual({ ok: true, entry: stored });
  });

  it.each(['http://db.internal', 'db internal', '10.0.0.0/33', 'db.internal/24', '::1/129'])(
    '%s is refused, naming it and the accepted forms',
    (written) => {
      const checked = checkOutboundAccessEntry(written);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(checked.message).toContain(`"${written}"`);
      expect(checked.message).toContain(ACCEPTED_FORMS);
    },
  );

  it.each([
    '169.254.169.254',
    '169.254.0.0/16',
    '169.254.169.0/24',
    'fe80::1',
    'fe80::/10',
    'fd00:ec2::254',
    '[::ffff:169.254.169.254]',
    'metadata.google.internal',
    'METADATA.google.internal.',
  ])('%s is refused: link-local and metadata addresses are never reachable', (written) => {
    expect(checkOutboundAccessEntry(written)).toEqual({
      ok: false,
      message: `"${written}" is a link-local or cloud metadata address, which flows never reach on any platform: it cannot be allowed`,
    });
  });

  it('is required', () => {
    expect(checkOutboundAccessEntry('   ')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Entry is required'),
    });
  });
});
