// `npm run build` and `npm start`: builds the web app and the server bundle into fresh folders and swaps them in,
// so a server already running from this checkout keeps finding its lazily loaded chunks. `--if-changed` skips the
// build when nothing it reads changed since the last one; `--only web|server` builds one of the two.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashBuildInputs } from './build-inputs.ts';
import { swapBuild } from './swap-build.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = path.join(ROOT, 'packages/web');
const SERVER = path.join(ROOT, 'packages/server');
const STAMP = path.join(SERVER, 'dist', '.build-inputs');
/** Builds whose chunks stay available to servers and pages started from them. */
const KEEP_BUILDS = 5;

/** esbuild's chunk names: `<name>-<8-character content hash>.js` (and source maps) beside the entry files. */
const SERVER_CHUNK = /^[^/]+-[A-Z0-9]{8}\.js(\.map)?$/;

type Part = 'web' | 'server';

function parseArguments(argv: readonly string[]): { ifChanged: boolean; parts: Part[] } {
  const only = argv[argv.indexOf('--only') + 1];
  if (argv.includes('--only') && only !== 'web' && only !== 'server') {
    throw new Error(`--only takes "web" or "server", not ${only ?? 'nothing'}`);
  }
  const parts: Part[] = only === 'web' || only === 'server' ? [only] : ['web', 'server'];
  return { ifChanged: argv.includes('--if-changed'), parts };
}

function isUpToDate(inputsHash: string): boolean {
  const built = existsSync(path.join(SERVER, 'dist/cli.js')) && existsSync(path.join(WEB, 'dist/index.html'));
  return built && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === inputsHash;
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

function buildWeb(): void {
  const next = path.join(WEB, 'dist.next');
  rmSync(next, { recursive: true, force: true });
  run(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', 'dist.next', '--emptyOutDir'],
    WEB,
  );
  swapBuild({
    target: path.join(WEB, 'dist'),
    next,
    isLazyFile: (file) => file.startsWith('assets/'),
    keepBuilds: KEEP_BUILDS,
  });
}

function buildServer(): void {
  const next = path.join(SERVER, 'dist.next');
  rmSync(next, { recursive: true, force: true });
  run(process.execPath, ['build.mjs', 'dist.next'], SERVER);
  swapBuild({
    target: path.join(SERVER, 'dist'),
    next,
    isLazyFile: (file) => SERVER_CHUNK.test(file),
    keepBuilds: KEEP_BUILDS,
  });
}

const { ifChanged, parts } = parseArguments(process.argv.slice(2));
const inputsHash = hashBuildInputs(ROOT);
if (ifChanged && isUpToDate(inputsHash)) {
  console.log('The build is up to date (nothing it reads changed since the last build).');
} else {
  if (parts.includes('web')) buildWeb();
  if (parts.includes('server')) buildServer();
  if (parts.length === 2) writeFileSync(STAMP, `${inputsHash}\n`);
  else rmSync(STAMP, { force: true });
}
