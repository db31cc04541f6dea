// @ts-check
/**
 * Layer order inside packages/server/src: a file imports its own layer and the layers below it, never one above.
 * Bottom → top (one row of SERVER_LAYERS each):
 *
 *   base      util, errors, config, logging        clock and JSON helpers, AppError and validation, env parsing, logs
 *   drivers   db, net, storage, mail, billing,     Kysely and repositories, the outbound policy, file storage,
 *             license                              mail, the Stripe client, license tokens
 *   platform  auth, secrets, sandbox, vectors      tokens, roles and request access, encryption and key rotation,
 *                                                  the code sandbox, vector store drivers
 *   runtime   runtime                              the server's side of the node runtime's ports, used by runs
 *   domain    services, assistants, document-stores, evaluations, export-import, marketplace, outbound-access, sso
 *                                                  what the server does; services and features use each other
 *   queue     queue                                BullMQ jobs and workers around the domain
 *   http      http                                 Fastify routes: the only place that knows HTTP
 *   entry     server.ts, cli.ts, index.ts,         start-up; test helpers (tests only)
 *             test-support/
 *
 * Every file keeps out of packages/web (@loomflow/web); production files keep out of test-support/ and
 * @loomflow/testkit, and reach other packages by name only (no relative path into their files). Tests (*.test.ts, test-support/) follow the same order: a test sits in the lowest layer that
 * sees everything it drives.
 *
 * ESLint keeps one `no-restricted-imports` per file (a later config's options replace an earlier one's), so the
 * configs are generated from SERVER_LAYERS with one entry per folder, depth and kind (production or test): each
 * server file matches exactly one. The depth fixes how many `../` lead out of a folder, so `../http/**` in
 * services/*.ts and `../../http/**` in services/flow-run/*.ts both mean src/http and nothing else.
 */

import { readdirSync } from 'node:fs';
import path from 'node:path';

const SRC = 'packages/server/src';

/** Bottom → top. `.` is src itself (server.ts, cli.ts, index.ts). */
export const SERVER_LAYERS = [
  { layer: 'base', folders: ['util', 'errors', 'config', 'logging'] },
  { layer: 'drivers', folders: ['db', 'net', 'storage', 'mail', 'billing', 'license'] },
  { layer: 'platform', folders: ['auth', 'secrets', 'sandbox', 'vectors'] },
  { layer: 'runtime', folders: ['runtime'] },
  {
    layer: 'domain',
    folders: [
      'services',
      'assistants',
      'document-stores',
      'evaluations',
      'export-import',
      'marketplace',
      'outbound-access',
      'sso',
    ],
  },
  { layer: 'queue', folders: ['queue'] },
  { layer: 'http', folders: ['http'] },
  { layer: 'entry', folders: ['.', 'test-support'] },
];

/**
 * Imports one file may make against the order, with why: file (from src) → the files above its layer it may
 * import. None today: what a lower layer needs from a higher one is passed in as a port (the runtime's
 * `providerAssistants`, built in assistants/ and wired by services/run-services.ts).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const EXCEPTIONS = {};

// A new folder must be placed in a layer: without a row its files would have no layer rule.
const placed = new Set(SERVER_LAYERS.flatMap((row) => row.folders));
for (const entry of readdirSync(path.join(import.meta.dirname, '..', SRC), { withFileTypes: true }))
  if (entry.isDirectory() && !placed.has(entry.name))
    throw new Error(
      `${SRC}/${entry.name} is in no layer: add it to SERVER_LAYERS in eslint/layers-server.js`,
    );

/** How deep server folders go (src/<folder>/a/b/c/file.ts is depth 4). */
const MAX_DEPTH = 4;

const WEB = ['@loomflow/web', '@loomflow/web/*'];
const TESTKIT = ['@loomflow/testkit', '@loomflow/testkit/*'];
const OTHER_PACKAGES = ['core', 'nodes', 'engine', 'web', 'testkit'];

/** @param {number} depth @param {string} folder */
function filesAt(depth, folder) {
  return folder === '.' ? `${SRC}/*.ts` : `${SRC}/${folder}/${'*/'.repeat(depth - 1)}*.ts`;
}

/** @param {string} folder */
const label = (folder) => (folder === '.' ? 'server.ts, cli.ts, index.ts' : `${folder}/`);

/** @param {number} index the layer's row */
function layerMessage(index) {
  const row = SERVER_LAYERS[index];
  const order = SERVER_LAYERS.map((each) => each.layer).join(' → ');
  const below = SERVER_LAYERS.slice(0, index + 1).map((each) => each.layer);
  return `Server layers point down (${order}): ${row.layer} code (${row.folders.map(label).join(', ')}) imports ${below.join(', ')} only. Move what both need down, or pass it in (eslint/layers-server.js).`;
}

/**
 * @param {number} index the layer's row
 * @param {number} depth
 * @param {boolean} test
 * @param {readonly string[]} allowed files above the layer this file may import (EXCEPTIONS)
 * @returns {import('eslint').Linter.RulesRecord}
 */
function rulesFor(index, depth, test, allowed) {
  const up = depth === 0 ? './' : '../'.repeat(depth);
  const above = SERVER_LAYERS.slice(index + 1)
    .flatMap((row) => row.folders)
    .filter((folder) => folder !== 'test-support');
  const patterns = [];
  if (above.length > 0)
    patterns.push({
      group: [
        ...above.map((folder) => (folder === '.' ? `${up}*.ts` : `${up}${folder}/**`)),
        ...allowed.map((file) => `!${up}${file}`),
      ],
      message: layerMessage(index),
    });
  if (!test)
    patterns.push(
      {
        group: [`${up}test-support/**`, ...TESTKIT],
        message:
          'Production code of packages/server does not import test helpers (test-support/, @loomflow/testkit).',
      },
      {
        regex: `^(\\.\\./)+(${OTHER_PACKAGES.join('|')})/src/`,
        message:
          'Another package is imported by its name (@loomflow/…), never by a relative path into its files.',
      },
    );
  patterns.push({
    group: [...WEB, `${'../'.repeat(depth + 2)}web/**`],
    message: 'packages/server does not import packages/web: share code through @loomflow/core.',
  });
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/** @type {import('eslint').Linter.Config[]} */
const configs = [];
SERVER_LAYERS.forEach((row, index) => {
  for (const folder of row.folders) {
    const depths = folder === '.' ? [0] : Array.from({ length: MAX_DEPTH }, (_, i) => i + 1);
    for (const depth of depths) {
      const files = filesAt(depth, folder);
      const dir = files.slice(0, -'*.ts'.length);
      // test-support/ folders inside a layer (net/test-support/) hold test helpers: tests' rules.
      const nestedSupport = depth >= 2 ? [`${SRC}/${folder}/${'*/'.repeat(depth - 2)}test-support/*.ts`] : [];
      const testOnly = folder === 'test-support';
      const exceptions = Object.entries(EXCEPTIONS).filter(
        ([file]) => file.split('/').length === depth + 1 && file.startsWith(`${folder}/`),
      );
      configs.push({
        name: `server-layers/${folder}/depth-${depth}/tests`,
        files: testOnly ? [files] : [`${dir}*.test.ts`, ...nestedSupport],
        rules: rulesFor(index, depth, true, []),
      });
      if (testOnly) continue;
      configs.push({
        name: `server-layers/${folder}/depth-${depth}`,
        files: [files],
        ignores: ['**/*.test.ts', ...nestedSupport, ...exceptions.map(([file]) => `${SRC}/${file}`)],
        rules: rulesFor(index, depth, false, []),
      });
      for (const [file, allowed] of exceptions)
        configs.push({
          name: `server-layers/${file}`,
          files: [`${SRC}/${file}`],
          rules: rulesFor(index, depth, false, allowed),
        });
    }
  }
});

export const serverLayers = configs;
