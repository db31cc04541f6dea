import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SecretKeyConfig } from '../config/runtime-safety-config.ts';

export interface LoadedEncryptionKey {
  /** The key text (any string; the cipher derives its AES key from it). */
  readonly material: string;
  readonly source: 'environment' | 'file';
  /** The key file, when the key came from one. */
  readonly filePath?: string;
  /** Things an operator should fix (a key file others can read). */
  readonly warnings: readonly string[];
}

export function newKeyMaterial(): string {
  return randomBytes(32).toString('base64url');
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EEXIST');
}

function readKeyFile(filePath: string): string {
  const material = readFileSync(filePath, 'utf8').trim();
  if (material.length < 16) {
    throw new Error(`The encryption key in ${filePath} is too short: it needs at least 16 characters`);
  }
  return material;
}

/** Writes a key file readable by its owner only; fails if the file exists (two servers starting at once). */
export function writeKeyFile(filePath: string, material: string): void {
  mkdirSync(path.dirname(filePath), { recursive: true, mode: 0o700 });
  writeFileSync(filePath, `${material}\n`, { mode: 0o600, flag: 'wx' });
}

/**
 * The credentials' encryption key: `LOOMFLOW_SECRETKEY` when set, else the key file, which is created with a
 * new random key (mode 0600) the first time.
 */
export function loadEncryptionKey(config: SecretKeyConfig): LoadedEncryptionKey {
  if (config.fromEnvironment !== undefined) {
    if (config.fromEnvironment.trim().length < 16)
      throw new Error('LOOMFLOW_SECRETKEY is too short: it needs at least 16 characters');
    return { material: config.fromEnvironment.trim(), source: 'environment', warnings: [] };
  }
  const filePath = config.filePath;
  try {
    writeKeyFile(filePath, newKeyMaterial());
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const warnings: string[] = [];
  if ((statSync(filePath).mode & 0o077) !== 0) {
    warnings.push(`The encryption key file ${filePath} can be read by other users: run chmod 600 on it`);
  }
  return { material: readKeyFile(filePath), source: 'file', filePath, warnings };
}
