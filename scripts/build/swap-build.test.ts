import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { swapBuild } from './swap-build.ts';

const isChunk = (file: string) => /-[A-Z0-9]{8}\.js$/.test(file);

function writeBuild(folder: string, files: Record<string, string>): void {
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(folder, name), content);
}

function newBuild(parent: string, files: Record<string, string>, keepBuilds = 3): { carried: number } {
  const next = path.join(parent, 'dist.next');
  writeBuild(next, files);
  return swapBuild({ target: path.join(parent, 'dist'), next, isLazyFile: isChunk, keepBuilds });
}

describe('swapBuild', () => {
  it('puts the new build in place and removes the folder it was built in', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-build-'));
    newBuild(parent, { 'cli.js': 'first', 'openai-AAAAAAAA.js': 'a' });
    newBuild(parent, { 'cli.js': 'second', 'openai-BBBBBBBB.js': 'b' });
    expect(readFileSync(path.join(parent, 'dist/cli.js'), 'utf8')).toBe('second');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('keeps the chunks a server started from the previous build will still import', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-build-'));
    newBuild(parent, {
      'cli.js': 'first',
      'openai.builder-AAAAAAAA.js': 'old chunk',
      'shared-CCCCCCCC.js': 'c',
    });
    const { carried } = newBuild(parent, {
      'cli.js': 'second',
      'openai.builder-BBBBBBBB.js': 'new',
      'shared-CCCCCCCC.js': 'c',
    });
    expect(carried).toBe(1);
    expect(readFileSync(path.join(parent, 'dist/openai.builder-AAAAAAAA.js'), 'utf8')).toBe('old chunk');
    expect(readFileSync(path.join(parent, 'dist/openai.builder-BBBBBBBB.js'), 'utf8')).toBe('new');
  });

  it('keeps an earlier build without a manifest whole (its chunks are carried once)', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-build-'));
    writeBuild(path.join(parent, 'dist'), { 'cli.js': 'legacy', 'legacy-LLLLLLLL.js': 'l' });
    newBuild(parent, { 'cli.js': 'new', 'fresh-FFFFFFFF.js': 'f' });
    expect(existsSync(path.join(parent, 'dist/legacy-LLLLLLLL.js'))).toBe(true);
  });

  it('drops the chunks of builds older than the ones it keeps', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'swap-build-'));
    const chunkOf = (n: number) => `model-${String(n).repeat(8)}.js`;
    for (let n = 1; n <= 4; n += 1) newBuild(parent, { 'cli.js': String(n), [chunkOf(n)]: String(n) }, 3);
    const present = [1, 2, 3, 4].filter((n) => existsSync(path.join(parent, 'dist', chunkOf(n))));
    expect(present).toEqual([2, 3, 4]);
  });
});
