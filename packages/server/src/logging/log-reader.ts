import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parseJsonObject,
  LOG_LEVEL_VALUES,
  logLevelName,
  type ServerLogEntry,
  type ServerLogPage,
  type ServerLogQuery,
} from '@loomflow/core';
import { LOG_FILE_PATTERN, listLogFiles } from './rolling-log-file.ts';

/** A pino JSON line as an entry, or undefined for anything else (a torn last line, foreign text). */
export function parseLogLine(
  line: string,
): (ServerLogEntry & { timeMs: number; levelValue: number }) | undefined {
  const parsed = parseJsonObject(line);
  if (!parsed || typeof parsed.time !== 'number' || typeof parsed.level !== 'number') return undefined;
  const message = typeof parsed.msg === 'string' ? parsed.msg : '';
  return {
    time: new Date(parsed.time).toISOString(),
    timeMs: parsed.time,
    level: logLevelName(parsed.level),
    levelValue: parsed.level,
    message,
    raw: line,
  };
}

/** Whether a parsed line passes the level and search filters (search: case-insensitive, in the whole line). */
export function matchesFilters(
  entry: { levelValue: number; raw: string },
  level: ServerLogQuery['level'],
  search: string | undefined,
): boolean {
  if (entry.levelValue < LOG_LEVEL_VALUES[level]) return false;
  return !search || entry.raw.toLowerCase().includes(search.toLowerCase());
}

function fileStart(name: string): number {
  const stampText = LOG_FILE_PATTERN.exec(name)?.[1] ?? '';
  const iso = `${stampText.slice(0, 4)}-${stampText.slice(4, 6)}-${stampText.slice(6, 8)}T${stampText.slice(9, 11)}:${stampText.slice(11, 13)}:${stampText.slice(13, 15)}.${stampText.slice(15, 18)}Z`;
  return Date.parse(iso);
}

/**
 * Reads the log files newest first and answers one page of matching lines (newest first). Files that started
 * after `to`, or that a later file started before `from`, are not opened.
 */
export async function readLogPage(directory: string, query: ServerLogQuery): Promise<ServerLogPage> {
  const from = query.from ? Date.parse(query.from) : Number.NEGATIVE_INFINITY;
  const to = query.to ? Date.parse(query.to) : Number.POSITIVE_INFINITY;
  const skip = (query.page - 1) * query.limit;
  const wanted = skip + query.limit + 1;
  const files = listLogFiles(directory);
  const matches: ServerLogEntry[] = [];
  for (let index = files.length - 1; index >= 0 && matches.length < wanted; index -= 1) {
    const name = files[index];
    if (name === undefined) continue;
    const next = files[index + 1];
    if (fileStart(name) > to) continue;
    if (next !== undefined && fileStart(next) < from) break;
    let text: string;
    try {
      text = await readFile(path.join(directory, name), 'utf8');
    } catch {
      continue;
    }
    const lines = text.split('\n');
    for (let lineIndex = lines.length - 1; lineIndex >= 0 && matches.length < wanted; lineIndex -= 1) {
      const entry = parseLogLine(lines[lineIndex] ?? '');
      if (!entry || entry.timeMs < from || entry.timeMs > to) continue;
      if (!matchesFilters(entry, query.level, query.search)) continue;
      matches.push({ time: entry.time, level: entry.level, message: entry.message, raw: entry.raw });
    }
  }
  return { data: matches.slice(skip, skip + query.limit), hasMore: matches.length > skip + query.limit };
}
