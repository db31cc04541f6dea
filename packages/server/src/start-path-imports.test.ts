import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Idle memory stays low because the server parses at start only what serving the app and its API needs; the
 * node runtime, LangChain, provider SDKs and rare drivers are imported on first use (`import()`). This walks the
 * static imports of the bundle's sources and names the packages each start-up entry pulls in.
 */
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Bare specifiers stay external (their package is what is reported); workspace packages are followed. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@loomflow/') ? undefined : { path: args.path, external: true },
    );
  },
};

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Packages reached from `entry` through static imports only, each with the import chain that reaches it. */
function staticPackages(metafile: Metafile, entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chain = chains.get(file) ?? [file];
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) {
        const name = packageOf(imported.path);
        if (!isBuiltin(imported.path) && !reached.has(name)) reached.set(name, chain);
      } else if (!chains.has(imported.path)) {
        chains.set(imported.path, [...chain, imported.path]);
        queue.push(imported.path);
      }
    }
  }
  return reached;
}

function offenders(reached: Map<string, string[]>, refused: (name: string) => boolean): string[] {
  return [...reached]
    .filter(([name]) => refused(name))
    .map(([name, chain]) => `${name} via ${chain.join(' → ')}`);
}

/**
 * Needed to serve at all (HTTP, databases, auth, schemas, logging), plus small ones that routes use synchronously:
 * ajv and csv-parse (evaluators' JSON schema checks, dataset CSV import) and usearch (the embedded vector store's
 * native index). Anything bigger that only some requests need is imported where it is used.
 */
const START_PACKAGES = new Set([
  '@fastify/cookie',
  '@fastify/rate-limit',
  '@fastify/static',
  '@node-rs/argon2',
  'ajv',
  'better-sqlite3',
  'busboy',
  'csv-parse',
  'fastify',
  'jose',
  'kysely',
  'pg',
  'pino',
  'usearch',
  'zod',
]);

/** What the node runtime may hold itself: the rest (provider SDKs, MCP, Redis, file parsers) loads on use. */
const RUNTIME_PACKAGES = /^(@langchain\/(core|langgraph|textsplitters)|js-tiktoken|zod|pg|better-sqlite3)$/;

describe('what the server parses at start', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    ({ metafile } = await build({
      absWorkingDir: SERVER_ROOT,
      entryPoints: ['src/cli.ts'],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      outdir: path.join(SERVER_ROOT, 'start-path-check'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [packagesExternal],
    }));
  });

  it('imports only the packages that serving needs; the node runtime, SDKs and drivers load on first use', () => {
    const reached = staticPackages(metafile, 'src/cli.ts');
    expect(offenders(reached, (name) => !START_PACKAGES.has(name))).toEqual([]);
    expect(reached.has('fastify')).toBe(true);
  });

  it('keeps provider SDKs, MCP, Redis and file parsers out of the node runtime until a flow uses them', () => {
    const runtimeEntries = Object.keys(metafile.inputs).filter((file) =>
      /(^|\/)(nodes\/src\/runtime|engine\/src)\/index\.ts$/.test(file),
    );
    expect(runtimeEntries).toHaveLength(2);
    for (const entry of runtimeEntries) {
      const reached = staticPackages(metafile, entry);
      expect(offenders(reached, (name) => !RUNTIME_PACKAGES.test(name))).toEqual([]);
      expect(reached.has('@langchain/core')).toBe(true);
    }
  });
});
