import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputFiles, hashBuildInputs } from './build-inputs.ts';

function checkout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
  for (const folder of ['pkg/src', 'pkg/dist', 'pkg/dist.next', 'pkg/node_modules/dep']) {
    mkdirSync(path.join(root, folder), { recursive: true });
  }
  writeFileSync(path.join(root, 'pkg/src/app.ts'), 'export const a = 1;');
  writeFileSync(path.join(root, 'pkg/src/app.test.ts'), 'test');
  writeFileSync(path.join(root, 'pkg/dist/cli.js'), 'built');
  writeFileSync(path.join(root, 'pkg/dist.next/cli.js'), 'building');
  writeFileSync(path.join(root, 'pkg/node_modules/dep/index.js'), 'dep');
  writeFileSync(path.join(root, 'lock.json'), '{}');
  return root;
}

describe('build inputs', () => {
  it('are the sources and configs, not tests, build outputs or installed packages', () => {
    expect(buildInputFiles(checkout(), ['pkg', 'lock.json', 'missing'])).toEqual([
      'lock.json',
      'pkg/src/app.ts',
    ]);
  });

  it('hash the same until a source changes, and ignore test edits', () => {
    const root = checkout();
    const before = hashBuildInputs(root, ['pkg', 'lock.json']);
    writeFileSync(path.join(root, 'pkg/src/app.test.ts'), 'another test');
    writeFileSync(path.join(root, 'pkg/dist/cli.js'), 'rebuilt');
    expect(hashBuildInputs(root, ['pkg', 'lock.json'])).toBe(before);
    writeFileSync(path.join(root, 'pkg/src/app.ts'), 'export const a = 2;');
    expect(hashBuildInputs(root, ['pkg', 'lock.json'])).not.toBe(before);
  });
});
