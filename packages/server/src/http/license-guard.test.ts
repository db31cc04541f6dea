import { describe, expect, it } from 'vitest';
import { isLicenseFree } from './license-guard.ts';

describe('isLicenseFree', () => {
  it('lets through what the sign-in, setup and license pages need, and nothing else', () => {
    for (const url of [
      '/api/v1/auth/login',
      '/api/v1/account/register',
      '/api/v1/account/logout',
      '/api/v1/settings',
      '/api/v1/version',
      '/api/v1/ping',
      '/api/v1/license',
    ]) {
      expect(isLicenseFree(url), url).toBe(true);
    }
    for (const url of [
      '/api/v1/apikey',
      '/api/v1/workspace',
      '/api/v1/licenses',
      '/api/v1/settingsx',
      '/api/v1/user',
    ]) {
      expect(isLicenseFree(url), url).toBe(false);
    }
  });
});
