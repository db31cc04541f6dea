import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import { workspaceFiles } from './workspace-files.adapter.ts';

describe('workspaceFiles', () => {
  let root: string;
  const signal = new AbortController().signal;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'loomflow-tool-files-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('writes and reads back a file of the workspace, in folders, and keeps workspaces apart', async () => {
    const storage = new LocalFileStorage(root);
    const mine = workspaceFiles(storage, 'ws-1');
    await mine.write('notes/today.txt', 'Buy socks', signal);
    expect(await mine.read('notes/today.txt', signal)).toBe('Buy socks');
    await expect(workspaceFiles(storage, 'ws-2').read('notes/today.txt', signal)).rejects.toThrow(
      /does not exist/,
    );
  });

  it.each(['../ws-2/tool-files/x.txt', 'a/../../b.txt', '/etc/passwd', 'a\\b.txt', 'nul\u0000.txt', ''])(
    'refuses the name %j and writes nothing',
    async (name) => {
      const files = workspaceFiles(new LocalFileStorage(root), 'ws-1');
      await expect(files.write(name, 'x', signal)).rejects.toThrow(/is not allowed/);
      expect(readdirSync(root)).toEqual([]);
    },
  );
});
