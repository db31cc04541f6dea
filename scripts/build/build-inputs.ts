// What a build is made from, as one hash: `npm start` skips the build when it equals the last build's.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folders and files a build reads (sources, configs, the lockfile). */
export const BUILD_INPUTS = [
  'packages/core',
  'packages/nodes',
  'packages/engine',
  'packages/server',
  'packages/web',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
] as const;

const SKIPPED_FOLDERS = new Set(['node_modules', '.tsbuild', 'coverage']);
const isOutputFolder = (name: string) => name === 'dist' || name.startsWith('dist.');
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

function listFiles(root: string, relative: string, into: string[]): void {
  const absolute = path.join(root, relative);
  if (!statSync(absolute, { throwIfNoEntry: false })?.isDirectory()) {
    if (statSync(absolute, { throwIfNoEntry: false })?.isFile()) into.push(relative);
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !isOutputFolder(entry.name)) listFiles(root, child, into);
    } else if (entry.isFile() && !isTestFile(entry.name)) {
      into.push(child);
    }
  }
}

/** The sorted paths (relative to `root`) of every file a build reads; tests and build outputs left out. */
export function buildInputFiles(root: string, inputs: readonly string[] = BUILD_INPUTS): string[] {
  const files: string[] = [];
  for (const input of inputs) listFiles(root, input, files);
  return files.map((file) => file.split(path.sep).join('/')).sort();
}

/** A hash over the build's input files (paths and contents) and the Node.js version that builds them. */
export function hashBuildInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256').update(process.version);
  for (const file of buildInputFiles(root, inputs)) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}
