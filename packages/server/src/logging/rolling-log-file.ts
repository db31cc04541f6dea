import { EventEmitter } from 'node:events';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { LogFilesConfig } from '../config/storage-config.ts';

export const LOG_FILE_PATTERN = /^loomflow-(\d{8}T\d{6}\d{3}Z)-(\d+)\.log$/;

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/** The log files of a directory, oldest first (names sort by their start time). */
export function listLogFiles(directory: string): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.filter((name) => LOG_FILE_PATTERN.test(name)).sort();
}

/**
 * The server's rolling log files under `LOG_PATH`: pino's JSON lines (already redacted) are appended to the current
 * file; a new file starts past the size limit or when the day changes, and the oldest beyond `maxFiles` are deleted.
 * Every line is also announced to live-tail listeners of this server.
 */
export class RollingLogFile {
  private fd: number | undefined;
  private size = 0;
  private day = '';
  private sequence = 0;
  private readonly lines = new EventEmitter();

  constructor(private readonly config: LogFilesConfig) {
    this.lines.setMaxListeners(0);
  }

  get directory(): string {
    return this.config.path;
  }

  write(text: string): void {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    if (this.fd === undefined || this.size >= this.config.maxFileBytes || today !== this.day) {
      this.startFile(now, today);
    }
    if (this.fd === undefined) return;
    const bytes = Buffer.from(text, 'utf8');
    writeSync(this.fd, bytes);
    this.size += bytes.length;
    for (const line of text.split('\n')) if (line.trim() !== '') this.lines.emit('line', line);
  }

  /** Calls `listener` with every line written from now on; returns the unsubscribe function. */
  subscribe(listener: (line: string) => void): () => void {
    this.lines.on('line', listener);
    return () => this.lines.off('line', listener);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private startFile(now: Date, today: string): void {
    this.close();
    mkdirSync(this.config.path, { recursive: true, mode: 0o700 });
    this.sequence += 1;
    const name = `loomflow-${stamp(now)}-${String(this.sequence).padStart(6, '0')}.log`;
    this.fd = openSync(path.join(this.config.path, name), 'a', 0o600);
    this.size = fstatSync(this.fd).size;
    this.day = today;
    const files = listLogFiles(this.config.path);
    for (const old of files.slice(0, Math.max(0, files.length - this.config.maxFiles))) {
      rmSync(path.join(this.config.path, old), { force: true });
    }
  }
}
