import { describe, expect, it } from 'vitest';
import type { AccessSubject } from './access.ts';
import { menuItemProblem, visibleMenu } from './menu-rules.ts';

const groups = [
  {
    id: 'main',
    items: [
      { id: 'chatflows', url: '/chatflows', permission: 'chatflows:view' },
      { id: 'marketplaces', url: '/marketplaces', permission: 'templates:marketplace,templates:custom' },
      { id: 'apikey', url: '/apikey', permission: 'apikeys:view' },
    ],
  },
  {
    id: 'evaluations',
    items: [{ id: 'datasets', url: '/datasets', permission: 'datasets:view', feature: 'feat:datasets' }],
  },
  {
    id: 'management',
    items: [
      { id: 'users', url: '/users', permission: 'users:manage', feature: 'feat:users' },
      { id: 'roles', url: '/roles', permission: 'roles:manage', feature: 'feat:roles' },
    ],
  },
  { id: 'others', items: [{ id: 'account', url: '/account', feature: 'feat:account' }] },
];

const subject = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  platform: 'enterprise',
  isGlobal: false,
  permissions: ['chatflows:view', 'templates:custom', 'users:manage'],
  features: { 'feat:users': 'true', 'feat:roles': 'true', 'feat:datasets': 'true', 'feat:account': true },
  ...overrides,
});

function shown(result: ReturnType<typeof visibleMenu>): string[] {
  return result.flatMap(({ group, entries }) =>
    entries.map((entry) => `${group.id}/${entry.kind === 'item' ? entry.item.id : 'ERROR'}`),
  );
}

describe('visibleMenu (spec §2, §6)', () => {
  it('shows an item only when permission and flag pass, and hides empty groups', () => {
    expect(shown(visibleMenu(groups, subject()))).toEqual([
      'main/chatflows',
      'main/marketplaces',
      'management/users',
    ]);
  });

  it('lets a global user see every item whose flag is on', () => {
    const admin = subject({ isGlobal: true, features: { 'feat:users': 'true', 'feat:account': 'true' } });
    expect(shown(visibleMenu(groups, admin))).toEqual([
      'main/chatflows',
      'main/marketplaces',
      'main/apikey',
      'management/users',
      'others/account',
    ]);
  });

  it('open source passes every permission but no flagged item', () => {
    expect(shown(visibleMenu(groups, subject({ platform: 'open source', features: {} })))).toEqual([
      'main/chatflows',
      'main/marketplaces',
      'main/apikey',
    ]);
  });

  it('shows nothing to a signed-out visitor', () => {
    expect(visibleMenu(groups, null)).toEqual([]);
  });

  it('turns misconfigured items into error entries, even in an otherwise empty group', () => {
    const broken = [
      { id: 'main', items: [{ id: 'chatflows', url: '/chatflows', permission: 'chatflows:view' }] },
      {
        id: 'odd',
        items: [
          { id: 'typo', url: '/typo', permission: 'chatflow:view' },
          { id: 'chatflows', url: '/chatflows', permission: 'chatflows:view' },
        ],
      },
    ];
    const result = visibleMenu(broken, subject());
    expect(shown(result)).toEqual(['main/chatflows', 'odd/ERROR', 'odd/ERROR']);
  });
});

describe('menuItemProblem', () => {
  it.each([
    [{ id: 'ok', url: '/ok', permission: 'tools:view', feature: 'feat:logs' }, null],
    [{ id: '', url: '/x' }, 'an item has no id'],
    [{ id: 'x', url: 'https://example.com' }, '"x" links to "https://example.com", not an in-app path'],
    [{ id: 'x', url: '/x', permission: 'tools:view, nope' }, '"x" needs an unknown permission "nope"'],
    [{ id: 'x', url: '/x', feature: 'feat:nope' }, '"x" needs an unknown feature flag "feat:nope"'],
  ])('%o → %s', (item, expected) => {
    expect(menuItemProblem(item)).toBe(expected);
  });
});
