// Bundles the server with its pure-JavaScript dependencies (fewer files to resolve at start-up); native addons stay
// external. Code splitting keeps drivers and mail out of the start path until needed. Writes into the folder given
// (scripts/build/build.ts passes `dist.next` and swaps it in); chunk names carry content hashes, so a swapped-in
// build can keep an earlier build's chunks beside its own for servers still running from it.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const outdir = process.argv[2] ?? 'dist';
rmSync(outdir, { recursive: true, force: true });

await build({
  // The sandbox process is its own entry: dist/sandbox-host.js, beside cli.js and its chunks.
  entryPoints: { cli: 'src/cli.ts', 'sandbox-host': 'src/sandbox/sandbox-host.ts' },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: ['better-sqlite3', '@node-rs/argon2', 'pg-native', 'isolated-vm', 'usearch'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
