import { describe, expect, it } from 'vitest';
import { withoutServerPaths } from './server-paths.ts';

describe('withoutServerPaths', () => {
  it('says a server file instead of the path a storage error names', () => {
    expect(
      withoutServerPaths(
        "ENOENT: no such file or directory, open '/home/loom/.loomflow/storage/ws-1/report.pdf'",
      ),
    ).toBe('ENOENT: no such file or directory, open a file on the server');
    expect(withoutServerPaths('EACCES: permission denied, mkdir /var/lib/loomflow/uploads')).toBe(
      'EACCES: permission denied, mkdir a file on the server',
    );
  });

  it('replaces a missing module of the server by a sentence without its folders', () => {
    const message = withoutServerPaths(
      "Cannot find module '/work/main/packages/server/dist/openai.builder-Ab12.js' imported from /work/main/packages/server/dist/cli.js",
    );
    expect(message).not.toContain('/work');
    expect(message).toMatch(/^A part of the server could not be loaded/);
    expect(withoutServerPaths("Cannot find module 'left-pad'")).toBe("Cannot find module 'left-pad'");
  });

  it('drops stack frames and paths of code files wherever they are', () => {
    const message = withoutServerPaths(
      'TypeError: x is not a function\n    at run (/opt/loomflow/sandbox/worker.js:10:5)\n    at node:internal/process/task_queues:95:5',
    );
    expect(message).toBe('TypeError: x is not a function');
    expect(withoutServerPaths('failed in file:///srv/loom/dist/chunk-1.mjs:3:7 while loading')).toBe(
      'failed in a file on the server while loading',
    );
    expect(withoutServerPaths('bad config in /cfg/loom/settings.json')).toBe(
      'bad config in a file on the server',
    );
    expect(
      withoutServerPaths(String.raw`EPERM: operation not permitted, open 'C:\loom\data\db.sqlite'`),
    ).toBe('EPERM: operation not permitted, open a file on the server');
  });

  it('keeps URLs, API routes and ordinary text', () => {
    const kept = [
      'connect ECONNREFUSED 127.0.0.1:11434 (http://127.0.0.1:11434/api/chat)',
      'POST /api/v1/prediction/abc answered 404',
      'Embeddings answered 429 Too Many Requests',
      'the base path https://example.com/tmp/v1 is refused',
      'choose 1/2 or 3/4',
    ];
    for (const text of kept) expect(withoutServerPaths(text)).toBe(text);
  });
});
