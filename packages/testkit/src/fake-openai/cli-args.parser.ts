import { parseArgs } from 'node:util';
import type { FakeOpenAIOptions } from './fake-openai.types.ts';

export const CLI_USAGE = `Usage: tsx packages/testkit/src/fake-openai/cli.ts [options]

  --port <n>                    port to listen on (default 0 = ephemeral)
  --host <address>              interface to bind (default 127.0.0.1)
  --api-key <key>               accept only this Bearer key
  --no-auth                     do not require an Authorization header
  --embedding-dimensions <n>    default embedding size (default 1536)
  --first-token-latency-ms <n>  delay before the first byte of each response
  --per-token-latency-ms <n>    delay between streamed tokens
  --help                        show this text`;

export type CliParseResult =
  { kind: 'run'; options: FakeOpenAIOptions } | { kind: 'help' } | { kind: 'error'; message: string };

function toNumber(flag: string, value: string | undefined, integer: boolean): number | undefined | string {
  if (value === undefined) return undefined;
  const number = Number(value);
  const valid = value.trim() !== '' && Number.isFinite(number) && number >= 0;
  if (!valid || (integer && !Number.isInteger(number))) {
    return `--${flag} expects a non-negative ${integer ? 'integer' : 'number'}, got "${value}".`;
  }
  return number;
}

/** Parses CLI flags into server options; never throws, never exits. */
export function parseCliArgs(argv: readonly string[]): CliParseResult {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        'no-auth': { type: 'boolean' },
        'embedding-dimensions': { type: 'string' },
        'first-token-latency-ms': { type: 'string' },
        'per-token-latency-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help === true) return { kind: 'help' };

  const numbers = {
    port: toNumber('port', values.port, true),
    embeddingDimensions: toNumber('embedding-dimensions', values['embedding-dimensions'], true),
    firstTokenLatencyMs: toNumber('first-token-latency-ms', values['first-token-latency-ms'], false),
    perTokenLatencyMs: toNumber('per-token-latency-ms', values['per-token-latency-ms'], false),
  };
  for (const value of Object.values(numbers)) {
    if (typeof value === 'string') return { kind: 'error', message: value };
  }
  const { port, embeddingDimensions, firstTokenLatencyMs, perTokenLatencyMs } = numbers;
  if (typeof port === 'number' && port > 65_535) {
    return { kind: 'error', message: `--port must be at most 65535, got ${port}.` };
  }
  if (embeddingDimensions === 0)
    return { kind: 'error', message: '--embedding-dimensions must be at least 1.' };
  if (values['no-auth'] === true && values['api-key'] !== undefined) {
    return { kind: 'error', message: '--no-auth and --api-key cannot be combined.' };
  }
  const options: FakeOpenAIOptions = { requireApiKey: values['no-auth'] !== true };
  if (typeof port === 'number') options.port = port;
  if (values.host !== undefined) options.host = values.host;
  if (values['api-key'] !== undefined) options.apiKey = values['api-key'];
  if (typeof embeddingDimensions === 'number') options.embeddingDimensions = embeddingDimensions;
  if (typeof firstTokenLatencyMs === 'number') options.firstTokenLatencyMs = firstTokenLatencyMs;
  if (typeof perTokenLatencyMs === 'number') options.perTokenLatencyMs = perTokenLatencyMs;
  return { kind: 'run', options };
}
