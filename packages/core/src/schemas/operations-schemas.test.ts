import { queueOverviewQuerySchema } from './queue.ts';
import { describeSchema } from './schema-cases.test-support.ts';
import { serverLogQuerySchema, serverLogStreamQuerySchema } from './server-log.ts';

// Operations requests: the server's log and the queue dashboard.

describeSchema('serverLogQuerySchema', serverLogQuerySchema, {
  valid: [
    {
      name: 'nothing (info and up, first page of 100)',
      input: {},
      output: { level: 'info', page: 1, limit: 100 },
    },
    {
      name: 'a window, level and search',
      input: {
        from: '2026-01-01T00:00:00Z',
        to: ' 2026-01-02 ',
        level: 'error',
        search: ' timeout ',
        page: '2',
        limit: '500',
      },
      output: {
        from: '2026-01-01T00:00:00Z',
        to: '2026-01-02',
        level: 'error',
        search: 'timeout',
        page: 2,
        limit: 500,
      },
    },
  ],
  invalid: [
    {
      name: 'a date that is no date',
      input: { from: 'soon' },
      path: 'from',
      message: 'must be a date and time (ISO 8601)',
    },
    {
      name: 'from after to',
      input: { from: '2026-02-01', to: '2026-01-01' },
      path: 'from',
      message: 'from must not be after to',
    },
    { name: 'an unknown level', input: { level: 'verbose' }, path: 'level' },
    { name: 'page 0', input: { page: '0' }, path: 'page', message: 'page starts at 1' },
    { name: 'a limit over 500', input: { limit: '501' }, path: 'limit', message: 'limit is at most 500' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('serverLogStreamQuerySchema', serverLogStreamQuerySchema, {
  valid: [{ name: 'nothing (info and up)', input: {}, output: { level: 'info' } }],
  invalid: [{ name: 'a search over 200 characters', input: { search: 's'.repeat(201) }, path: 'search' }],
  unknownKeys: 'stripped',
});

describeSchema('queueOverviewQuerySchema', queueOverviewQuerySchema, {
  valid: [
    { name: 'nothing (20 per state)', input: {}, output: { limit: 20 } },
    { name: 'a limit as text', input: { limit: '100' }, output: { limit: 100 } },
  ],
  invalid: [
    { name: 'a limit of 0', input: { limit: '0' }, path: 'limit' },
    { name: 'a limit over 100', input: { limit: '101' }, path: 'limit' },
  ],
  unknownKeys: 'stripped',
});
