// Type-checks every package's tsconfig (each is its own program: core without Node types, web with the DOM).
import { execFileSync } from 'node:child_process';

const projects = [
  'packages/core',
  'packages/nodes',
  'packages/engine',
  'packages/testkit',
  'packages/server',
  'packages/web',
  'packages/web/tsconfig.node.json',
  'e2e',
  'bench',
  'scripts',
  'tsconfig.json',
];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
