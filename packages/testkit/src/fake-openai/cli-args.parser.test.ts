import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args.parser.ts';

describe('parseCliArgs', () => {
  it('turns flags into server options', () => {
    expect(
      parseCliArgs([
        '--port',
        '5555',
        '--host',
        '0.0.0.0',
        '--embedding-dimensions',
        '256',
        '--first-token-latency-ms',
        '40',
        '--per-token-latency-ms',
        '2.5',
      ]),
    ).toEqual({
      kind: 'run',
      options: {
        port: 5555,
        host: '0.0.0.0',
        requireApiKey: true,
        embeddingDimensions: 256,
        firstTokenLatencyMs: 40,
        perTokenLatencyMs: 2.5,
      },
    });
    expect(parseCliArgs(['--no-auth'])).toEqual({ kind: 'run', options: { requireApiKey: false } });
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('explains bad flags instead of throwing', () => {
    const messageOf = (argv: string[]): string => {
      const result = parseCliArgs(argv);
      if (result.kind !== 'error') throw new Error(`expected an error for ${argv.join(' ')}`);
      return result.message;
    };
    expect(messageOf(['--port', 'abc'])).toContain('--port');
    expect(messageOf(['--port', '70000'])).toContain('65535');
    expect(messageOf(['--bogus'])).toContain('bogus');
    expect(messageOf(['--no-auth', '--api-key', 'k'])).toContain('cannot be combined');
    expect(messageOf(['--embedding-dimensions', '0'])).toContain('at least 1');
  });
});

describe('cli.ts', () => {
  it('starts a server that answers until it is sent SIGTERM', async () => {
    const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cliPath, '--port', '0', '--no-auth'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening at (\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.once('exit', (code) => {
          reject(new Error(`CLI exited early with ${code}: ${output}`));
        });
      });
      const response = await fetch(`${url}/models`);
      expect(response.status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
