import { runInNewContext } from 'node:vm';
import type { CodeRunner } from '../../runtime/node-executor.ts';

/**
 * A code runner for tests of nodes that run user JavaScript: the function body runs in a fresh V8 context with
 * the parameters as globals; results come back as JSON like the real sandbox's.
 */
export const vmRunner: CodeRunner = {
  async run({ code, parameters }) {
    try {
      const result: unknown = await runInNewContext(`(async () => {\n${code}\n})()`, { ...parameters });
      const copied: unknown = JSON.parse(JSON.stringify(result ?? null));
      return {
        ok: true,
        result: copied,
        logs: [],
        durationMs: 1,
      };
    } catch (error) {
      return {
        ok: false,
        error: {
          kind: 'runtime',
          message:
            typeof error === 'object' && error !== null && 'message' in error
              ? String(error.message)
              : String(error),
          line: 2,
        },
        logs: [],
        durationMs: 1,
      };
    }
  },
};
