// @ts-check
/**
 * Layer order between the workspace packages and inside packages/web (packages/server has its own, in
 * layers-server.js). Bottom → top:
 *
 *   core     zod schemas and pure helpers      no workspace package; no Node built-in (no I/O)
 *   nodes    node definitions and executors    core
 *   engine   agentflow/chatflow/sequential     core, nodes; no I/O module (fs, net, http, child_process, …)
 *   web      React app (browser)               core; no Node built-in; its tests also read @loomflow/nodes
 *                                              (the root entry: NODE_DEFINITIONS, checkFlowData)
 *   testkit  fakes and test servers            anything (all of it is test code)
 *
 * Tests (TEST_FILES) of nodes and engine also use @loomflow/testkit and may reach another package's
 * `test-support/` by a relative path; production files never import test code nor another package's files by
 * a relative path. Inside packages/web/src, bottom → top (WEB_LAYERS):
 *
 *   constants route paths, public-service URLs, UI sizes      nothing (leaf modules of constants)
 *   stores    zustand stores (auth, confirm, ui)              constants
 *   ui        theme, dialogs, toasts, small components        stores, constants
 *   api       HTTP client and one module per server resource  stores, ui, constants
 *   feature   features/* and canvas/ (they use each other)    api, ui, stores, constants
 *   app       router, layouts, guards, query client           everything
 *   main.tsx  the entry                                       everything
 *
 * Tests inside web may import any layer.
 *
 * ESLint keeps one `no-restricted-imports` per file (a later config's options replace an earlier one's), so the
 * configs are generated from the tables below with one entry per package, web layer and kind (production or
 * test): each file matches exactly one, and none matches packages/server.
 */

import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const SOURCES = '**/*.{ts,tsx}';

/** Test code: test files and the helpers only tests import. */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.test-support.ts',
  '**/test-support/**',
  '**/test-*.{ts,tsx}',
  '**/*-test-*.{ts,tsx}',
];

const WORKSPACE = ['core', 'nodes', 'engine', 'server', 'web', 'testkit'];

/**
 * Which workspace packages each package may import (`root`: only its main entry, no subpath), in production
 * files and in tests, and which Node built-ins its production files may use.
 * @type {Record<string, { uses: Record<string, 'all' | 'root'>, testUses: Record<string, 'all' | 'root'>, builtins: 'none' | 'no-io' | 'all' }>}
 */
const PACKAGES = {
  core: { uses: {}, testUses: {}, builtins: 'none' },
  nodes: { uses: { core: 'all' }, testUses: { core: 'all', testkit: 'all' }, builtins: 'all' },
  engine: {
    uses: { core: 'all', nodes: 'all' },
    testUses: { core: 'all', nodes: 'all', testkit: 'all' },
    builtins: 'no-io',
  },
  web: { uses: { core: 'all' }, testUses: { core: 'all', nodes: 'root' }, builtins: 'none' },
  testkit: {
    uses: { core: 'all', nodes: 'all', engine: 'all', server: 'all', web: 'all' },
    testUses: { core: 'all', nodes: 'all', engine: 'all', server: 'all', web: 'all' },
    builtins: 'all',
  },
};

/** Packages that are test code as a whole: their files get the rules of tests. */
const TEST_PACKAGES = new Set(['testkit']);

/** Node built-ins that reach the disk, the network or other processes. */
const IO_BUILTINS = [
  'fs',
  'net',
  'http',
  'https',
  'http2',
  'tls',
  'dgram',
  'dns',
  'child_process',
  'cluster',
  'worker_threads',
  'readline',
  'repl',
  'inspector',
];

const WEB_SRC = 'packages/web/src';

/**
 * Inside packages/web/src, bottom → top: each layer's folders may import their own layer and the layers below.
 * `.` is src itself (main.tsx).
 */
const WEB_LAYERS = [
  { layer: 'constants', folders: ['constants'] },
  { layer: 'stores', folders: ['stores'] },
  { layer: 'ui', folders: ['ui'] },
  { layer: 'api', folders: ['api'] },
  { layer: 'feature', folders: ['features', 'canvas'] },
  { layer: 'app', folders: ['app', '.'] },
];

// A new web folder must be placed in a layer: without a row its files would have no layer rule.
const webPlaced = new Set([...WEB_LAYERS.flatMap((row) => row.folders), 'test-support']);
for (const entry of readdirSync(path.join(import.meta.dirname, '..', WEB_SRC), { withFileTypes: true }))
  if (entry.isDirectory() && !webPlaced.has(entry.name))
    throw new Error(`eslint/layers-packages.js: place ${WEB_SRC}/${entry.name} in a row of WEB_LAYERS.`);

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The restricted patterns of one package's production files or tests.
 * @param {string} pkg
 * @param {boolean} test
 */
function packagePatterns(pkg, test) {
  const { uses, testUses, builtins } = PACKAGES[pkg];
  const allowed = test ? testUses : uses;
  const allowedText =
    Object.entries(allowed)
      .map(([name, how]) => `@loomflow/${name}${how === 'root' ? ' (main entry only)' : ''}`)
      .join(', ') || 'no workspace package';
  /** @type {Record<string, unknown>[]} */
  const patterns = [];
  const forbidden = WORKSPACE.filter((name) => name !== pkg).flatMap((name) => {
    if (allowed[name] === 'all') return [];
    if (allowed[name] === 'root') return [`@loomflow/${name}/*`];
    return [`@loomflow/${name}`, `@loomflow/${name}/*`];
  });
  if (forbidden.length > 0)
    patterns.push({
      group: forbidden,
      message: `Package layers: ${test ? `tests of ${pkg}` : pkg} may import ${allowedText} (eslint/layers-packages.js).`,
    });
  const others = WORKSPACE.filter((name) => name !== pkg).join('|');
  patterns.push({
    regex: test ? `^(\\.\\./)+(${others})/src/(?!(.*/)?test-support/)` : `^(\\.\\./)+(${others})/src/`,
    message: test
      ? 'Another package is imported by its name; a test may reach only its test-support/ by a relative path.'
      : 'Another package is imported by its name (@loomflow/…), never by a relative path into its files.',
  });
  if (!test) {
    patterns.push({
      group: TEST_FILES.map((glob) => glob.replace(/\.\{ts,tsx\}$/, '.*')),
      message: 'Production code does not import test code (tests and test-support/).',
    });
    if (builtins !== 'all') {
      const names = builtins === 'none' ? builtinModules : IO_BUILTINS;
      patterns.push({
        regex: `^(node:)?(${names.map(escapeRegex).join('|')})(/.*)?$`,
        message:
          builtins === 'none'
            ? `${pkg} uses no Node built-in (${pkg === 'web' ? 'it runs in the browser' : 'it does no I/O'}).`
            : `${pkg} does no I/O: files, sockets and processes are the server's, handed in as ports.`,
      });
    }
  }
  return patterns;
}

/**
 * Web layers a production file of the given layer may not import, as `../`-anchored globs (a layer is a
 * sibling folder of src, so it is always reached through `../`).
 * @param {number} index
 */
function webPatterns(index) {
  const above = WEB_LAYERS.slice(index + 1).flatMap((row) => row.folders.filter((folder) => folder !== '.'));
  if (above.length === 0) return [];
  return [
    {
      group: above.map((folder) => `../**/${folder}/**`),
      message: `Web layers: ${WEB_LAYERS[index].layer} imports only ${WEB_LAYERS.slice(0, index + 1)
        .map((row) => row.layer)
        .join(', ')} (constants → stores → ui → api → features/canvas → app; eslint/layers-packages.js).`,
    },
  ];
}

/**
 * @param {string[]} files
 * @param {string[]} ignores
 * @param {Record<string, unknown>[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, ignores, patterns) => ({
  files,
  ...(ignores.length > 0 ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** @type {import('eslint').Linter.Config[]} */
const configs = [];
for (const pkg of Object.keys(PACKAGES)) {
  const root = `packages/${pkg}/src`;
  if (TEST_PACKAGES.has(pkg)) {
    configs.push(restrict([`${root}/${SOURCES}`], [], packagePatterns(pkg, true)));
    continue;
  }
  const tests = TEST_FILES.map((glob) => `${root}/${glob}`);
  configs.push(restrict(tests, [], packagePatterns(pkg, true)));
  if (pkg !== 'web') {
    configs.push(restrict([`${root}/${SOURCES}`], tests, packagePatterns(pkg, false)));
    continue;
  }
  WEB_LAYERS.forEach((row, index) => {
    const files = row.folders.map((folder) =>
      folder === '.' ? `${root}/*.{ts,tsx}` : `${root}/${folder}/${SOURCES}`,
    );
    configs.push(restrict(files, tests, [...packagePatterns(pkg, false), ...webPatterns(index)]));
  });
}

export const packageLayers = configs;
