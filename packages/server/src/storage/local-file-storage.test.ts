import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStorageContract } from './file-storage.contract.ts';
import { LocalFileStorage } from './local-file-storage.ts';

const roots: string[] = [];
async function freshRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'loomflow-storage-'));
  roots.push(root);
  return root;
}
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

fileStorageContract('LocalFileStorage', async () => new LocalFileStorage(await freshRoot()));

describe('LocalFileStorage on disk', () => {
  it('keeps files under its root, in the folders of the key, without leftovers', async () => {
    const root = await freshRoot();
    const storage = new LocalFileStorage(root);
    await storage.put('ws/id/name.txt', Buffer.from('hello'), 'text/plain');
    expect(await readdir(path.join(root, 'ws', 'id'))).toEqual(['name.txt']);
  });
});
