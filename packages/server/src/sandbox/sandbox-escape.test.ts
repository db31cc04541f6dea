import type { SandboxOutcome } from '@loomflow/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundPolicy } from '../net/outbound-policy.ts';
import { SandboxClient } from './sandbox-client.ts';

const TIMEOUT_MS = 1000;
const MEMORY_MB = 32;

/** Code that must not get out: every case must end within its limit with a clear result or error. */
interface EscapeCase {
  readonly name: string;
  readonly code: string;
  readonly parameters?: Record<string, unknown>;
  readonly expectOutcome: (outcome: SandboxOutcome) => void;
}

const failsWith = (kind: string, message: RegExp) => (outcome: SandboxOutcome) => {
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) {
    expect(outcome.error.kind).toBe(kind);
    expect(outcome.error.message).toMatch(message);
  }
};
const returns = (value: unknown) => (outcome: SandboxOutcome) => {
  expect(outcome).toMatchObject({ ok: true, result: value });
};

const CASES: EscapeCase[] = [
  {
    name: 'constructor chain from this',
    code: "return this.constructor.constructor('return process')()",
    expectOutcome: failsWith('runtime', /process is not defined/),
  },
  {
    name: 'constructor chain from a bridged function (console.log)',
    code: "return console.log.constructor('return process')()",
    expectOutcome: failsWith('runtime', /process is not defined/),
  },
  {
    name: 'constructor chain from fetch reaches only the isolate global',
    code: "const g = fetch.constructor('return this')(); return [typeof g.process, typeof g.require]",
    expectOutcome: returns(['undefined', 'undefined']),
  },
  {
    name: 'require',
    code: "return require('fs').readFileSync('/etc/passwd', 'utf8')",
    expectOutcome: failsWith('runtime', /require is not defined/),
  },
  {
    name: 'process.env',
    code: 'return process.env',
    expectOutcome: failsWith('runtime', /process is not defined/),
  },
  {
    name: 'dynamic import()',
    code: "const fs = await import('node:fs'); return fs.readFileSync('/etc/passwd', 'utf8')",
    expectOutcome: failsWith('runtime', /Not supported|import/i),
  },
  {
    name: 'globals a Node or browser host would have',
    code: `return ['process', 'require', 'module', 'Buffer', 'setTimeout', 'setInterval', 'setImmediate',
      'queueMicrotask', 'WebAssembly', 'SharedArrayBuffer', 'Atomics', 'XMLHttpRequest', 'WebSocket']
      .filter((name) => typeof globalThis[name] !== 'undefined')`,
    expectOutcome: returns([]),
  },
  {
    name: 'Error.prepareStackTrace frame walking',
    code: `Error.prepareStackTrace = (_error, frames) => frames.map((frame) => typeof frame.getThis());
      const stack = new Error('x').stack;
      return typeof Function('return this')().process`,
    expectOutcome: returns('undefined'),
  },
  {
    name: 'prototype pollution of a bridged object stays in the isolate',
    code: `Object.getPrototypeOf(console.log).call = () => 'hijacked';
      Object.prototype.polluted = 'yes'; Array.prototype.map = null; JSON.stringify = () => '"forged"';
      console.log('still logging'); return { value: 1 }`,
    expectOutcome: (outcome) => {
      expect(outcome).toMatchObject({ ok: true, result: { value: 1 } });
      expect(outcome.logs).toEqual(['still logging']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  },
  {
    name: 'a __proto__ key in the result does not reach the server prototype',
    code: `return JSON.parse('{"__proto__": {"admin": true}, "a": 1}')`,
    expectOutcome: (outcome) => {
      expect(outcome.ok).toBe(true);
      if (outcome.ok) expect((outcome.result as { admin?: boolean }).admin).toBeUndefined();
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    },
  },
  {
    name: 'changing $vars is not seen by later runs',
    code: '$vars.secret = "changed"; Object.freeze(Object.prototype); return $vars.secret',
    parameters: { $vars: { secret: 'original' } },
    expectOutcome: returns('changed'),
  },
  {
    name: 'infinite loop',
    code: 'while (true) {}',
    expectOutcome: failsWith('timeout', /Time limit exceeded/),
  },
  {
    name: 'infinite loop after an await',
    code: 'await null; for (;;) {}',
    expectOutcome: failsWith('timeout', /Time limit exceeded/),
  },
  {
    name: 'a promise that never resolves',
    code: 'await new Promise(() => {}); return 1',
    expectOutcome: failsWith('timeout', /Time limit exceeded/),
  },
  {
    name: 'an endless microtask chain',
    code: 'const spin = () => Promise.resolve().then(spin); spin(); await new Promise(() => {})',
    expectOutcome: (outcome) => {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(['timeout', 'memory']).toContain(outcome.error.kind);
    },
  },
  {
    name: 'toJSON of the result loops forever',
    code: 'return { toJSON() { for (;;) {} } }',
    expectOutcome: failsWith('timeout', /Time limit exceeded/),
  },
  {
    name: 'memory bomb (growing array)',
    code: 'const hoard = []; for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));',
    expectOutcome: failsWith('memory', /Memory limit exceeded/),
  },
  {
    name: 'memory bomb (doubling string)',
    code: "let text = 'x'; for (;;) text += text;",
    expectOutcome: (outcome) => {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(['memory', 'runtime']).toContain(outcome.error.kind);
    },
  },
  {
    name: 'huge output',
    code: "return 'x'.repeat(3_000_000)",
    expectOutcome: failsWith('output', /the limit is 1000000/),
  },
  {
    name: 'unbounded recursion',
    code: 'const deeper = () => deeper(); return deeper()',
    expectOutcome: failsWith('runtime', /Maximum call stack size exceeded/),
  },
  {
    name: 'console flood is capped',
    code: "for (let i = 0; i < 10000; i += 1) console.log('line', i); return 'done'",
    expectOutcome: (outcome) => {
      expect(outcome).toMatchObject({ ok: true, result: 'done' });
      expect(outcome.logs.length).toBe(201);
    },
  },
];

describe('sandbox escape suite: code and resources', () => {
  let sandbox: SandboxClient;
  beforeAll(async () => {
    sandbox = new SandboxClient(
      { timeoutMs: TIMEOUT_MS, memoryMb: MEMORY_MB, maxConcurrent: 4, maxQueued: 50 },
      new OutboundPolicy({ platform: 'open source', denyList: [], allowList: [], adminAllowList: () => [] }),
    );
    await sandbox.warmUp();
  });
  afterAll(() => sandbox.close());

  it.each(CASES)('contains: $name', async ({ code, parameters, expectOutcome }) => {
    const started = performance.now();
    const outcome = await sandbox.run({ code, parameters: parameters ?? {} });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expectOutcome(outcome);
  });

  it('gives every run a fresh isolate: nothing a run changed is seen by the next', async () => {
    await sandbox.run({ code: 'Object.prototype.leak = 1; globalThis.kept = 2', parameters: {} });
    const next = await sandbox.run({ code: 'return [({}).leak, typeof kept]', parameters: {} });
    expect(next).toMatchObject({ ok: true, result: [null, 'undefined'] });
  });

  it('keeps serving other runs while one spins until its limit', async () => {
    const spinning = sandbox.run({ code: 'for (;;) {}', parameters: {} });
    const started = performance.now();
    const quick = await sandbox.run({ code: 'return 6 * 7', parameters: {} });
    expect(quick).toMatchObject({ ok: true, result: 42 });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    expect(await spinning).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });
});
