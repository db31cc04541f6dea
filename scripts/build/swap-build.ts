// Puts a finished build in place of the one a running server may be using, without pulling files from under it.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Written into each build: the lazily loaded files of its latest builds, newest first. */
export const BUILD_MANIFEST = '.build-manifest.json';

export interface SwapOptions {
  /** The folder servers load from (`packages/server/dist`, `packages/web/dist`). */
  readonly target: string;
  /** The finished build, beside it (`dist.next`). */
  readonly next: string;
  /** Which files are loaded lazily by a running server or an open page (hashed chunks and assets). */
  readonly isLazyFile: (relativePath: string) => boolean;
  /** How many builds' lazy files stay available (this one included). */
  readonly keepBuilds: number;
}

interface Manifest {
  readonly builds: string[][];
}

function readManifest(folder: string): Manifest {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(folder, BUILD_MANIFEST), 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'builds' in parsed && Array.isArray(parsed.builds)) {
      const builds = parsed.builds.filter(
        (files): files is string[] => Array.isArray(files) && files.every((file) => typeof file === 'string'),
      );
      return { builds };
    }
  } catch {
    // No manifest yet (first build, or a build from before manifests): only the target's own files are kept.
  }
  return { builds: [] };
}

function listFiles(folder: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(folder, child));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/**
 * Replaces `target` with `next`. The lazy files of the last `keepBuilds - 1` builds that the new build lacks are
 * copied into it first (their names carry content hashes, so a name is always the same content): a server started
 * from an earlier build, or a page loaded from it, still finds the chunks it imports later. The swap itself is two
 * renames, so the folder is never half written.
 */
export function swapBuild(options: SwapOptions): { carried: number } {
  const { target, next, isLazyFile, keepBuilds } = options;
  const ownLazyFiles = listFiles(next).filter(isLazyFile);
  const previous = existsSync(target) ? readManifest(target) : { builds: [] };
  const previousBuilds =
    previous.builds.length > 0 || !existsSync(target)
      ? previous.builds
      : [listFiles(target).filter(isLazyFile)];
  const kept = new Set(ownLazyFiles);
  let carried = 0;
  for (const files of previousBuilds.slice(0, Math.max(0, keepBuilds - 1))) {
    for (const file of files) {
      if (kept.has(file) || !existsSync(path.join(target, file))) continue;
      mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
      copyFileSync(path.join(target, file), path.join(next, file));
      kept.add(file);
      carried += 1;
    }
  }
  const manifest: Manifest = { builds: [ownLazyFiles, ...previousBuilds].slice(0, keepBuilds) };
  writeFileSync(path.join(next, BUILD_MANIFEST), `${JSON.stringify(manifest)}\n`);
  const retired = `${target}.old-${process.pid}`;
  if (existsSync(target)) renameSync(target, retired);
  renameSync(next, target);
  rmSync(retired, { recursive: true, force: true });
  return { carried };
}
