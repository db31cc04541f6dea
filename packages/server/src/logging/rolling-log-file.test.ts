import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLogPage } from './log-reader.ts';
import { listLogFiles, RollingLogFile } from './rolling-log-file.ts';

const line = (level: number, msg: string, time = Date.now()) => `${JSON.stringify({ level, time, msg })}\n`;

describe('rolling log files', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('starts a new file past the size limit and keeps only the newest files', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'loomflow-logs-'));
    const file = new RollingLogFile({ path: dir, maxFileBytes: 200, maxFiles: 3 });
    for (let index = 0; index < 20; index += 1) file.write(line(30, `message number ${String(index)}`));
    file.close();
    const files = listLogFiles(dir);
    expect(files).toHaveLength(3);
    const newest = await readFile(path.join(dir, files[2] ?? ''), 'utf8');
    expect(newest).toContain('message number 19');
    const page = await readLogPage(dir, { level: 'info', page: 1, limit: 2 });
    expect(page.data.map((entry) => entry.message)).toEqual(['message number 19', 'message number 18']);
  });

  it('tells live listeners about each line, until they unsubscribe', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'loomflow-logs-'));
    const file = new RollingLogFile({ path: dir, maxFileBytes: 1024 * 1024, maxFiles: 2 });
    const heard: string[] = [];
    const stop = file.subscribe((text) => heard.push(text));
    file.write(line(40, 'first') + line(30, 'second'));
    stop();
    file.write(line(30, 'third'));
    file.close();
    expect(heard.map((text) => (JSON.parse(text) as { msg: string }).msg)).toEqual(['first', 'second']);
  });

  it('skips torn or foreign lines when reading', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'loomflow-logs-'));
    const file = new RollingLogFile({ path: dir, maxFileBytes: 1024 * 1024, maxFiles: 2 });
    file.write(`not json\n${line(50, 'kept')}{"level":30,"ti`);
    file.close();
    const page = await readLogPage(dir, { level: 'trace', page: 1, limit: 10 });
    expect(page.data.map((entry) => entry.message)).toEqual(['kept']);
  });
});
