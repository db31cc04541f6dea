import { Writable } from 'node:stream';
import type { RollingLogFile } from './rolling-log-file.ts';

/** pino's destination: every chunk goes to the usual output (stdout, or a test's stream) and to the log files. */
export function teeLogDestination(primary: NodeJS.WritableStream, file: RollingLogFile): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      try {
        file.write(text);
      } catch {
        // A full or read-only disk must not stop the server; the primary output still gets the line.
      }
      primary.write(text);
      callback();
    },
  });
}
