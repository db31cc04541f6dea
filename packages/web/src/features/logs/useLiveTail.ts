import { serverLogEntrySchema } from '@loomflow/core';
import type { ServerLogEntry } from '@loomflow/core';
import { useEffect, useState } from 'react';
import { logsApi, type LogFilters } from './logs.api.ts';

const KEEP = 500;

/** While `enabled`, the server's new log lines (newest first, at most 500) through server-sent events. */
export function useLiveTail(
  enabled: boolean,
  filters: Pick<LogFilters, 'level' | 'search'>,
): { entries: ServerLogEntry[]; connected: boolean } {
  const [entries, setEntries] = useState<ServerLogEntry[]>([]);
  const [connected, setConnected] = useState(false);
  const { level, search } = filters;

  useEffect(() => {
    if (!enabled) return undefined;
    const source = new EventSource(logsApi.streamUrl({ level, search }));
    source.onopen = () => {
      setEntries([]);
      setConnected(true);
    };
    source.onerror = () => {
      setConnected(false);
    };
    source.onmessage = (event: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const entry = serverLogEntrySchema.safeParse(parsed);
      if (entry.success) setEntries((current) => [entry.data, ...current].slice(0, KEEP));
    };
    return () => {
      source.close();
      setConnected(false);
    };
  }, [enabled, level, search]);

  return { entries, connected };
}
