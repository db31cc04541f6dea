// Bundles the server with its pure-JavaScript dependencies into dist/ (fewer files to resolve at start-up);
// native addons stay external. Code splitting keeps drivers and mail out of the start path until needed.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });

await build({
  // The sandbox process is its own entry: dist/sandbox-host.js, beside cli.js and its chunks.
  entryPoints: { cli: 'src/cli.ts', 'sandbox-host': 'src/sandbox/sandbox-host.ts' },
  outdir: 'dist',
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
