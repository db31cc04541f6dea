// Fails when a package's sources hold an import cycle, type-only imports included: the same graph as
// `cd packages/<pkg> && npx madge --circular --extensions ts,tsx src`, for every package at once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const PACKAGES = ['core', 'nodes', 'engine', 'server', 'web', 'testkit'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Type-only imports and exports are edges too: a cycle of types is still a cycle of modules. */
const detective = { skipTypeImports: false, skipAsyncImports: false };

/** One package's cycles, each as the files of the loop relative to the repository root. */
async function cyclesOf(pkg) {
  const src = path.join(root, 'packages', pkg, 'src');
  const graph = await madge(src, {
    baseDir: src,
    fileExtensions: ['ts', 'tsx'],
    detectiveOptions: { ts: detective, tsx: detective, es6: detective },
  });
  return graph.circular().map((cycle) => cycle.map((file) => path.relative(root, path.resolve(src, file))));
}

const seen = new Set();
const found = [];
for (const pkg of PACKAGES) {
  for (const cycle of await cyclesOf(pkg)) {
    // A package whose files reach into another's (a test helper) sees that package's cycles too: list each once.
    const key = [...cycle].sort().join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ pkg, cycle });
  }
}

if (found.length === 0) {
  console.log(`No import cycle in ${PACKAGES.join(', ')}.`);
} else {
  console.error(`${found.length} import cycle(s) (type-only imports included):`);
  for (const [index, { pkg, cycle }] of found.entries()) {
    console.error(`${index + 1}) [${pkg}] ${cycle.join(' > ')}`);
  }
  process.exitCode = 1;
}
