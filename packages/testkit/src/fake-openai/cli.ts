#!/usr/bin/env -S npx tsx
/**
 * Runs the fake OpenAI server standalone:
 *   tsx packages/testkit/src/fake-openai/cli.ts --port 5555
 * then point any OpenAI client at http://127.0.0.1:5555/v1 with any API key.
 */
import { CLI_USAGE, parseCliArgs } from './cli-args.parser.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';

const parsed = parseCliArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(CLI_USAGE);
} else if (parsed.kind === 'error') {
  console.error(`${parsed.message}\n\n${CLI_USAGE}`);
  process.exitCode = 2;
} else {
  const fake = await startFakeOpenAI(parsed.options);
  console.log(`Fake OpenAI server listening at ${fake.url} (Ctrl+C to stop)`);
  const stop = (): void => {
    fake.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Fake OpenAI server failed to close:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
