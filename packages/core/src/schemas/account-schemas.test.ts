import { describe, expect, it } from 'vitest';
import {
  emailOnlyRequestSchema,
  inviteRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyRequestSchema,
} from './auth.ts';
import { updateBasicAuthRequestSchema } from './basic-auth.ts';
import { emailSchema, nameSchema, passwordSchema } from './common.ts';
import { installLicenseRequestSchema } from './license.ts';
import { loginActivityQuerySchema, purgeLoginActivityQuerySchema } from './login-activity.ts';
import { describeSchema } from './schema-cases.test-support.ts';
import { ssoConfigUpdateSchema, ssoTestRequestSchema } from './sso.ts';
import { updateProfileRequestSchema, userQuerySchema } from './user-profile.ts';

// Account requests: registration, login, password and email links, the profile, basic auth, SSO, the license and
// the login activity log.

describeSchema('emailSchema', emailSchema, {
  valid: [
    { name: 'an address, trimmed and lower-cased', input: '  Ada@Example.COM ', output: 'ada@example.com' },
  ],
  invalid: [
    { name: 'text that is no address', input: 'ada', path: '', message: 'Enter a valid email address' },
    {
      name: 'an address over 254 characters',
      input: `${'a'.repeat(250)}@x.io`,
      path: '',
      message: 'Email is too long',
    },
  ],
});

describeSchema('passwordSchema', passwordSchema, {
  valid: [{ name: 'letters and digits, 8 or more', input: 'secret12' }],
  invalid: [
    { name: 'under 8 characters', input: 'ab1', path: '', message: 'Password must be at least 8 characters' },
    {
      name: 'no digit',
      input: 'onlyletters',
      path: '',
      message: 'Password must contain at least one letter and one number',
    },
    {
      name: 'over 256 characters',
      input: `a1${'x'.repeat(255)}`,
      path: '',
      message: 'Password must be at most 256 characters',
    },
  ],
});

describeSchema('nameSchema', nameSchema, {
  valid: [{ name: 'a name, trimmed', input: '  Ada ', output: 'Ada' }],
  invalid: [
    { name: 'blank', input: '   ', path: '', message: 'Name is required' },
    { name: 'over 100 characters', input: 'n'.repeat(101), path: '', message: 'Name is too long' },
  ],
});

describeSchema('registerRequestSchema', registerRequestSchema, {
  valid: [
    {
      name: "Flowise's shape (credential is the password)",
      input: { user: { name: 'Ada', email: 'ADA@example.com', credential: 'secret12' } },
      output: { user: { name: 'Ada', email: 'ada@example.com', credential: 'secret12' } },
    },
    {
      name: 'an invitation token and a first organization',
      input: {
        user: { name: 'Ada', email: 'ada@example.com', credential: 'secret12', tempToken: 't' },
        organization: { name: ' Acme ' },
      },
      output: {
        user: { name: 'Ada', email: 'ada@example.com', credential: 'secret12', tempToken: 't' },
        organization: { name: 'Acme' },
      },
    },
  ],
  invalid: [
    { name: 'no user', input: {}, path: 'user' },
    {
      name: 'a bad email',
      input: { user: { name: 'Ada', email: 'nope', credential: 'secret12' } },
      path: 'user.email',
      message: 'Enter a valid email address',
    },
    {
      name: 'a weak password',
      input: { user: { name: 'Ada', email: 'ada@example.com', credential: 'short' } },
      path: 'user.credential',
      message: 'Password must be at least 8 characters',
    },
    {
      name: 'an empty organization name',
      input: {
        user: { name: 'Ada', email: 'ada@example.com', credential: 'secret12' },
        organization: { name: '' },
      },
      path: 'organization.name',
      message: 'Name is required',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('loginRequestSchema', loginRequestSchema, {
  valid: [
    {
      name: 'email and password',
      input: { email: 'Ada@Example.com', password: 'x' },
      output: { email: 'ada@example.com', password: 'x' },
    },
  ],
  invalid: [
    {
      name: 'an empty password',
      input: { email: 'ada@example.com', password: '' },
      path: 'password',
      message: 'Password is required',
    },
    { name: 'no email', input: { password: 'x' }, path: 'email' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('verifyRequestSchema', verifyRequestSchema, {
  valid: [{ name: 'a token', input: { user: { tempToken: 'abc' } } }],
  invalid: [
    { name: 'an empty token', input: { user: { tempToken: '' } }, path: 'user.tempToken' },
    {
      name: 'a token over 200 characters',
      input: { user: { tempToken: 't'.repeat(201) } },
      path: 'user.tempToken',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('emailOnlyRequestSchema', emailOnlyRequestSchema, {
  valid: [{ name: 'an email', input: { user: { email: 'a@b.io' } } }],
  invalid: [{ name: 'a bare email (not under user)', input: { email: 'a@b.io' }, path: 'user' }],
  unknownKeys: 'stripped',
});

describeSchema('resetPasswordRequestSchema', resetPasswordRequestSchema, {
  valid: [
    {
      name: 'email, token and new password',
      input: { user: { email: 'a@b.io', tempToken: 't', password: 'secret12' } },
    },
  ],
  invalid: [
    {
      name: 'a password without a digit',
      input: { user: { email: 'a@b.io', tempToken: 't', password: 'secretsecret' } },
      path: 'user.password',
      message: 'Password must contain at least one letter and one number',
    },
    { name: 'no token', input: { user: { email: 'a@b.io', password: 'secret12' } }, path: 'user.tempToken' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('inviteRequestSchema', inviteRequestSchema, {
  valid: [
    { name: 'an email alone', input: { user: { email: 'a@b.io' } } },
    {
      name: 'with workspace and role',
      input: { user: { email: 'a@b.io' }, workspaceId: 'w1', roleId: 'r1' },
    },
  ],
  invalid: [
    {
      name: 'an empty workspace id',
      input: { user: { email: 'a@b.io' }, workspaceId: '' },
      path: 'workspaceId',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateBasicAuthRequestSchema', updateBasicAuthRequestSchema, {
  valid: [
    {
      name: 'turning it on',
      input: { enabled: true, username: ' admin ', password: 'longenough' },
      output: { enabled: true, username: 'admin', password: 'longenough' },
    },
    { name: 'a new username keeping the password', input: { enabled: true, username: 'admin' } },
    { name: 'turning it off', input: { enabled: false } },
  ],
  invalid: [
    {
      name: 'a username with a colon',
      input: { enabled: true, username: 'a:b' },
      path: 'username',
      message: 'Username cannot contain ":"',
    },
    {
      name: 'a blank username',
      input: { enabled: true, username: ' ' },
      path: 'username',
      message: 'Username is required',
    },
    {
      name: 'a short password',
      input: { enabled: true, username: 'admin', password: 'short' },
      path: 'password',
      message: 'Password must be at least 8 characters',
    },
    { name: 'no enabled flag', input: { username: 'admin' }, path: 'enabled' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('userQuerySchema', userQuerySchema, {
  valid: [{ name: 'an id', input: { id: 'u1' } }],
  invalid: [
    { name: 'no id', input: {}, path: 'id' },
    {
      name: 'an id with a control character',
      input: { id: 'u\u00001' },
      path: 'id',
      message: 'An id cannot contain control characters',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateProfileRequestSchema', updateProfileRequestSchema, {
  valid: [
    { name: 'a new name', input: { id: 'u1', name: 'Ada' } },
    {
      name: 'a new email with the current password',
      input: { id: 'u1', email: 'NEW@b.io', oldPassword: 'old' },
      output: { id: 'u1', email: 'new@b.io', oldPassword: 'old' },
    },
    { name: 'a new password', input: { id: 'u1', oldPassword: 'old', newPassword: 'secret12' } },
  ],
  invalid: [
    {
      name: 'nothing to change',
      input: { id: 'u1', oldPassword: 'old' },
      path: '',
      message: 'Nothing to update: send name, email or newPassword',
    },
    { name: 'no id', input: { name: 'Ada' }, path: 'id' },
    { name: 'a weak new password', input: { id: 'u1', newPassword: 'abc' }, path: 'newPassword' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('ssoConfigUpdateSchema', ssoConfigUpdateSchema, {
  valid: [
    {
      name: 'a provider with its client id (sign-up off by default)',
      input: { provider: 'google', enabled: true, clientId: ' id ' },
      output: { provider: 'google', enabled: true, clientId: 'id', allowSignUp: false },
    },
    {
      name: 'every field',
      input: {
        provider: 'azure',
        enabled: false,
        clientId: 'id',
        clientSecret: 's',
        issuer: 'https://issuer',
        tenantId: 't',
        allowSignUp: true,
      },
    },
  ],
  invalid: [
    {
      name: 'an unknown provider',
      input: { provider: 'github', enabled: true, clientId: 'id' },
      path: 'provider',
      message: 'Provider must be one of: azure, google, auth0, oidc',
    },
    {
      name: 'a blank client id',
      input: { provider: 'oidc', enabled: true, clientId: '  ' },
      path: 'clientId',
      message: 'Enter the client ID the provider gave you',
    },
    {
      name: 'a tenant id over 200 characters',
      input: { provider: 'azure', enabled: true, clientId: 'id', tenantId: 't'.repeat(201) },
      path: 'tenantId',
      message: 'Tenant ID must be at most 200 characters',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('ssoTestRequestSchema', ssoTestRequestSchema, {
  valid: [{ name: 'a provider and issuer', input: { provider: 'auth0', issuer: 'https://x.auth0.com' } }],
  invalid: [{ name: 'no provider', input: { issuer: 'https://x' }, path: 'provider' }],
  unknownKeys: 'stripped',
});

describeSchema('installLicenseRequestSchema', installLicenseRequestSchema, {
  valid: [
    { name: 'license text, trimmed', input: { license: ' LF1.a.b\n' }, output: { license: 'LF1.a.b' } },
  ],
  invalid: [
    { name: 'blank text', input: { license: ' ' }, path: 'license', message: 'Paste the license text' },
    {
      name: 'over 20,000 characters',
      input: { license: 'x'.repeat(20_001) },
      path: 'license',
      message: 'This is not a license file',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('loginActivityQuerySchema', loginActivityQuerySchema, {
  valid: [
    { name: 'nothing (first page of 25)', input: {}, output: { page: 1, limit: 25 } },
    {
      name: 'filters, with dates normalised to UTC',
      input: {
        outcome: 'failure',
        activity: 'login',
        from: '2026-01-01T01:00:00+01:00',
        to: '2026-01-02T00:00:00Z',
        page: '2',
        limit: '50',
      },
      output: {
        outcome: 'failure',
        activity: 'login',
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-01-02T00:00:00.000Z',
        page: 2,
        limit: 50,
      },
    },
  ],
  invalid: [
    {
      name: 'an unknown outcome',
      input: { outcome: 'maybe' },
      path: 'outcome',
      message: 'outcome must be success or failure',
    },
    {
      name: 'a day without a time',
      input: { from: '2026-01-01' },
      path: 'from',
      message: 'Use an ISO-8601 date and time, e.g. 2026-01-31T00:00:00Z',
    },
    {
      name: 'from after to',
      input: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      path: 'from',
      message: '`from` must not be after `to`',
    },
    {
      name: 'a limit over 200',
      input: { limit: '201' },
      path: 'limit',
      message: 'limit must be at most 200',
    },
    {
      name: 'a page that is no number',
      input: { page: 'two' },
      path: 'page',
      message: 'page must be a number',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('purgeLoginActivityQuerySchema', purgeLoginActivityQuerySchema, {
  valid: [
    {
      name: 'a date',
      input: { before: '2026-01-01T00:00:00Z' },
      output: { before: '2026-01-01T00:00:00.000Z' },
    },
  ],
  invalid: [{ name: 'no date', input: {}, path: 'before' }],
  unknownKeys: 'stripped',
});

describe('registerRequestSchema nesting', () => {
  it('strips unknown keys inside user as well', () => {
    const parsed = registerRequestSchema.parse({
      user: { name: 'Ada', email: 'a@b.io', credential: 'secret12', role: 'owner' },
    });
    expect(parsed.user).toEqual({ name: 'Ada', email: 'a@b.io', credential: 'secret12' });
  });
});
