import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEncryptionKey } from './encryption-key.ts';

describe('loadEncryptionKey', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'loomflow-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the key file with mode 0600 on first start and reads the same key after', () => {
    const filePath = path.join(tempDir(), 'nested', 'encryption.key');
    const first = loadEncryptionKey({ filePath });
    expect(first.source).toBe('file');
    expect(statSync(filePath).mode & 0o777).toBe(0o600);
    expect(readFileSync(filePath, 'utf8').trim()).toBe(first.material);
    expect(loadEncryptionKey({ filePath }).material).toBe(first.material);
    expect(first.warnings).toEqual([]);
  });

  it('prefers LOOMFLOW_SECRETKEY and then touches no file', () => {
    const filePath = path.join(tempDir(), 'encryption.key');
    const key = loadEncryptionKey({ filePath, fromEnvironment: 'from-the-environment-1234' });
    expect(key).toMatchObject({ source: 'environment', material: 'from-the-environment-1234' });
    expect(() => statSync(filePath)).toThrow();
    expect(() => loadEncryptionKey({ filePath, fromEnvironment: 'short' })).toThrow(/too short/);
  });

  it('warns about a key file that others can read', () => {
    const filePath = path.join(tempDir(), 'encryption.key');
    writeFileSync(filePath, 'an existing key of enough length\n', { mode: 0o644 });
    const key = loadEncryptionKey({ filePath });
    expect(key.material).toBe('an existing key of enough length');
    expect(key.warnings[0]).toMatch(/chmod 600/);
  });
});
