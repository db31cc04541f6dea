import type { PlatformType, ServerLogEntry, ServerLogPage, ServerLogQuery } from '@loomflow/core';
import { AppError } from '../errors/app-error.ts';
import { readLogPage, matchesFilters, parseLogLine } from '../logging/log-reader.ts';
import type { RollingLogFile } from '../logging/rolling-log-file.ts';

const NO_FILES = 'This server writes no log files: set LOG_PATH (or DATA_DIR) and restart to read logs here.';

/**
 * The server's own logs for administrators (`logs:view`). Logs span the whole instance, so the cloud, where
 * organizations share a server, does not offer them.
 */
export class LogsService {
  constructor(
    private readonly file: RollingLogFile | undefined,
    private readonly platform: PlatformType,
  ) {}

  private check(): RollingLogFile {
    if (this.platform === 'cloud')
      throw new AppError(403, 'Server logs are not available on the cloud platform.');
    if (!this.file) throw new AppError(404, NO_FILES);
    return this.file;
  }

  read(query: ServerLogQuery): Promise<ServerLogPage> {
    return readLogPage(this.check().directory, query);
  }

  /** Live tail: calls `onEntry` for each new matching line of this server; returns the unsubscribe function. */
  tail(
    filters: Pick<ServerLogQuery, 'level' | 'search'>,
    onEntry: (entry: ServerLogEntry) => void,
  ): () => void {
    return this.check().subscribe((line) => {
      const entry = parseLogLine(line);
      if (entry && matchesFilters(entry, filters.level, filters.search))
        onEntry({ time: entry.time, level: entry.level, message: entry.message, raw: entry.raw });
    });
  }
}
