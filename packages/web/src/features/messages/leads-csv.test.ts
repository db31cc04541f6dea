import { describe, expect, it } from 'vitest';
import { leadsCsv, leadsFileName } from './leads-csv.ts';

describe('leads CSV', () => {
  it('writes a header and one row per lead, quoting and defusing what spreadsheets would misread', () => {
    const csv = leadsCsv([
      {
        id: 'l1',
        chatflowid: 'f',
        chatId: 'c1',
        name: 'Ada, "the first"',
        email: 'ada@example.com',
        phone: null,
        createdDate: '2026-03-01T00:00:00.000Z',
      },
      {
        id: 'l2',
        chatflowid: 'f',
        chatId: 'c2',
        name: '=HYPERLINK("x")',
        email: null,
        phone: '+33 1 23',
        createdDate: '2026-03-02T00:00:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'Name,Email,Phone,Chat,Created\r\n' +
        '"Ada, ""the first""",ada@example.com,,c1,2026-03-01T00:00:00.000Z\r\n' +
        `"'=HYPERLINK(""x"")",,'+33 1 23,c2,2026-03-02T00:00:00.000Z\r\n`,
    );
    expect(leadsFileName('Support')).toBe('Support-Leads.csv');
  });
});
