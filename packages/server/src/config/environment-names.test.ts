import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isServerEnvironmentName, SERVER_ENVIRONMENT_NAMES } from './environment-names.ts';

const SERVER_SOURCE = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The server's source files (tests and their support left out). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = entry.name.endsWith('.ts') && !/\.test\.ts$|test-support|-test-/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/** `env.NAME`, `env?.NAME`, `env['NAME']` and helper reads such as `integer(env, 'NAME', …)`. */
const ENV_READ = /\benv(?:\?\.|\.|\[\s*')([A-Z][A-Z0-9_]*)|\(\s*env,\s*'([A-Z][A-Z0-9_]*)'/g;

describe('the environment variables the server reads', () => {
  it('are all in SERVER_ENVIRONMENT_NAMES, so no runtime variable can read one', () => {
    const unlisted: string[] = [];
    const files = sourceFiles(SERVER_SOURCE);
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(ENV_READ)) {
        const name = match[1] ?? match[2] ?? '';
        if (!isServerEnvironmentName(name)) unlisted.push(`${path.relative(SERVER_SOURCE, file)}: ${name}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(unlisted).toEqual([]);
  });

  it('include the secrets a runtime variable once could read', () => {
    for (const name of [
      'STRIPE_SECRET_KEY',
      'S3_STORAGE_SECRET_ACCESS_KEY',
      'REDIS_PASSWORD',
      'SECRETKEY_PATH',
    ])
      expect(SERVER_ENVIRONMENT_NAMES).toContain(name);
    expect(isServerEnvironmentName('loomflow_anything')).toBe(true);
    expect(isServerEnvironmentName('TEAM_REGION')).toBe(false);
  });
});
