import { open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a collection folder holds, as of its last commit. `CURRENT` names it; it is replaced by an atomic rename,
 * so a process killed at any moment leaves either the previous manifest or the new one, never a mixture.
 */
export interface Manifest {
  readonly version: 1;
  readonly dimensions: number;
  readonly generation: number;
  /** The next free index label (labels are never reused, so a saved index stays valid). */
  readonly nextLabel: number;
  /** Segment files, applied in order. */
  readonly segments: readonly string[];
  /** A saved ANN index and how many leading segments it already contains. */
  readonly index: { readonly file: string; readonly segments: number } | null;
}

export const MANIFEST_FILE = 'CURRENT';

function isManifest(value: unknown): value is Manifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === 1 &&
    'dimensions' in value &&
    typeof value.dimensions === 'number' &&
    'generation' in value &&
    typeof value.generation === 'number' &&
    'nextLabel' in value &&
    typeof value.nextLabel === 'number' &&
    'segments' in value &&
    Array.isArray(value.segments) &&
    'index' in value
  );
}

export async function readManifest(folder: string): Promise<Manifest | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isManifest(parsed)) throw new Error(`The vector collection manifest in ${folder} is not readable`);
  return parsed;
}

/** Writes `bytes` to `file` and forces it to disk before returning. */
export async function writeDurably(file: string, bytes: Buffer | string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Forces a file another writer produced (the saved index) to disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes `manifest` the collection's content: temporary file, fsync, rename over CURRENT, fsync of the folder. */
export async function switchManifest(folder: string, manifest: Manifest): Promise<void> {
  const temporary = path.join(folder, `${MANIFEST_FILE}.${manifest.generation}.tmp`);
  await writeDurably(temporary, JSON.stringify(manifest));
  await rename(temporary, path.join(folder, MANIFEST_FILE));
  await syncFolder(folder);
}

/** Removes what a commit or a snapshot left behind when it was interrupted: files the manifest does not name. */
export async function removeOrphans(folder: string, manifest: Manifest | undefined): Promise<void> {
  const keep = new Set<string>([MANIFEST_FILE, ...(manifest?.segments ?? [])]);
  if (manifest?.index) keep.add(manifest.index.file);
  for (const entry of await readdir(folder)) {
    if (!keep.has(entry)) await rm(path.join(folder, entry), { force: true, recursive: true });
  }
}

export function segmentFile(generation: number): string {
  return `segment-${generation}.bin`;
}

export function indexFile(generation: number): string {
  return `index-${generation}.usearch`;
}
