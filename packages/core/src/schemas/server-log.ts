import { z } from 'zod';

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** pino's numeric levels. */
export const LOG_LEVEL_VALUES: Readonly<Record<LogLevelName, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export function logLevelName(value: number): LogLevelName {
  let name: LogLevelName = 'trace';
  for (const level of LOG_LEVELS) if (value >= LOG_LEVEL_VALUES[level]) name = level;
  return name;
}

/** One line of the server's log, as the Logs screen shows it (secrets were redacted when it was written). */
export const serverLogEntrySchema = z.object({
  time: z.string(),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  /** The whole JSON line, for the details view. */
  raw: z.string(),
});
export type ServerLogEntry = z.infer<typeof serverLogEntrySchema>;

const isoDate = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date and time (ISO 8601)');

/** `GET /logs`: newest first; `level` is the lowest level shown. */
export const serverLogQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    level: z.enum(LOG_LEVELS).default('info'),
    search: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
    limit: z.coerce.number().int().min(1).max(500, 'limit is at most 500').default(100),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: 'from must not be after to',
    path: ['from'],
  });
export type ServerLogQuery = z.infer<typeof serverLogQuerySchema>;

export const serverLogPageSchema = z.object({
  data: z.array(serverLogEntrySchema),
  /** True when older matching lines exist beyond this page. */
  hasMore: z.boolean(),
});
export type ServerLogPage = z.infer<typeof serverLogPageSchema>;

/** `GET /logs/stream` (SSE) filters. */
export const serverLogStreamQuerySchema = z.object({
  level: z.enum(LOG_LEVELS).default('info'),
  search: z.string().trim().max(200).optional(),
});
