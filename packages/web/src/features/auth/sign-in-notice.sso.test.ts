import { describe, expect, it } from 'vitest';
import { signInNotice } from './sign-in-notice.ts';

describe('sign-in notices after a single sign-on', () => {
  it('explains each failure the SSO callback reports', () => {
    expect(signInNotice('sso_no_account')).toContain('no account for your email');
    expect(signInNotice('sso_inactive')).toContain('deactivated');
    expect(signInNotice('sso_email_unverified')).toContain('not verified your email');
    expect(signInNotice('sso_expired')).toContain('Start again');
  });

  it('says nothing for unknown values, including inherited object keys', () => {
    expect(signInNotice('sso_whatever')).toBeNull();
    expect(signInNotice('constructor')).toBeNull();
    expect(signInNotice('toString')).toBeNull();
  });
});
