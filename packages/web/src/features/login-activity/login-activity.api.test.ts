import { describe, expect, it } from 'vitest';
import { dayBoundary, loginActivityQuery } from './login-activity.api.ts';

const base = { search: '', outcome: '', activity: '', fromDay: '', toDay: '', page: 1, limit: 25 } as const;

describe('login activity query', () => {
  it('sends only the filters that are set, with whole local days as the date range', () => {
    const query = new URLSearchParams(
      loginActivityQuery({
        ...base,
        search: ' ann ',
        outcome: 'failure',
        fromDay: '2026-03-01',
        toDay: '2026-03-02',
        page: 3,
      }),
    );
    expect(query.get('search')).toBe('ann');
    expect(query.get('outcome')).toBe('failure');
    expect(query.has('activity')).toBe(false);
    expect(query.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).toISOString());
    expect(query.get('page')).toBe('3');
  });

  it('ignores a date that is not a day', () => {
    expect(dayBoundary('yesterday', false)).toBeUndefined();
    expect(new URLSearchParams(loginActivityQuery({ ...base, fromDay: '03/01/2026' })).has('from')).toBe(
      false,
    );
  });
});
