import { describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';

/** The behaviour every FileStorage must have; each implementation's test runs it. */
export function fileStorageContract(name: string, create: () => Promise<FileStorage> | FileStorage): void {
  describe(`${name} (FileStorage contract)`, () => {
    it('gives back exactly the bytes that were put', async () => {
      const storage = await create();
      const data = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
      await storage.put('workspace-a/file-1/report.bin', data, 'application/octet-stream');
      expect(await storage.get('workspace-a/file-1/report.bin')).toEqual(data);
    });

    it('answers undefined for a key that holds nothing', async () => {
      const storage = await create();
      expect(await storage.get('workspace-a/missing/none.txt')).toBeUndefined();
    });

    it('replaces an object put twice under one key', async () => {
      const storage = await create();
      await storage.put('workspace-a/file-2/a.txt', Buffer.from('first'), 'text/plain');
      await storage.put('workspace-a/file-2/a.txt', Buffer.from('second'), 'text/plain');
      expect((await storage.get('workspace-a/file-2/a.txt'))?.toString()).toBe('second');
    });

    it('deletes an object, and deleting a missing one is fine', async () => {
      const storage = await create();
      await storage.put('workspace-a/file-3/a.txt', Buffer.from('gone soon'), 'text/plain');
      await storage.delete('workspace-a/file-3/a.txt');
      expect(await storage.get('workspace-a/file-3/a.txt')).toBeUndefined();
      await expect(storage.delete('workspace-a/file-3/a.txt')).resolves.toBeUndefined();
    });

    it('keeps objects of different keys apart', async () => {
      const storage = await create();
      await storage.put('workspace-a/file-4/same.txt', Buffer.from('a'), 'text/plain');
      await storage.put('workspace-b/file-4/same.txt', Buffer.from('b'), 'text/plain');
      expect((await storage.get('workspace-a/file-4/same.txt'))?.toString()).toBe('a');
      expect((await storage.get('workspace-b/file-4/same.txt'))?.toString()).toBe('b');
    });

    it('refuses keys that could leave the storage', async () => {
      const storage = await create();
      for (const key of ['../escape.txt', 'a/../../b', '/absolute', 'a//b', 'a/b c', '']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
          /Invalid storage key/,
        );
        await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}
