import { featuresForPlatform, type AccessSubject } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, menuForSettings, sideMenu } from './menu.ts';
import { hasScreen } from './route-table.ts';

const shown = (subject: AccessSubject | null) =>
  sideMenu(subject).flatMap(({ group, entries }) =>
    entries.map((entry) => `${group.id}/${entry.kind === 'item' ? entry.item.title : 'ERROR'}`),
  );

describe('side menu definition (spec §2)', () => {
  it('lists the four groups and their items in the spec order', () => {
    expect(MENU_GROUPS.map((group) => group.title ?? '(main)')).toEqual([
      '(main)',
      'Evaluations',
      'User & Workspace Management',
      'Others',
    ]);
    expect(MENU_GROUPS.map((group) => group.items.map((item) => item.title))).toEqual([
      [
        'Chatflows',
        'Agentflows',
        'Executions',
        'Assistants',
        'Marketplaces',
        'Tools',
        'Credentials',
        'Variables',
        'API Keys',
        'Document Stores',
      ],
      ['Datasets', 'Evaluators', 'Evaluations'],
      ['SSO Config', 'Outbound Access', 'Roles', 'Users', 'Workspaces', 'Login Activity'],
      ['Logs', 'Queue', 'Account Settings'],
    ]);
  });

  it('offers Queue (to those who may see the logs) only when the server runs in queue mode', () => {
    const admin: AccessSubject = { platform: 'enterprise', isGlobal: true, permissions: [], features: {} };
    const others = (settings: { QUEUE_MODE?: boolean } | undefined) =>
      sideMenu(admin, menuForSettings(MENU_GROUPS, settings))
        .filter(({ group }) => group.id === 'others')
        .flatMap(({ entries }) =>
          entries.map((entry) => (entry.kind === 'item' ? entry.item.title : 'ERROR')),
        );
    expect(others({ QUEUE_MODE: true })).toContain('Queue');
    expect(others({})).not.toContain('Queue');
    expect(others(undefined)).not.toContain('Queue');
    const member: AccessSubject = { ...admin, isGlobal: false, permissions: ['chatflows:view'] };
    expect(
      sideMenu(member, menuForSettings(MENU_GROUPS, { QUEUE_MODE: true })).flatMap(({ entries }) =>
        entries.map((entry) => (entry.kind === 'item' ? entry.item.title : 'ERROR')),
      ),
    ).not.toContain('Queue');
  });

  it('offers Outbound Access to enterprise organization administrators alone', () => {
    const titles = (subject: AccessSubject) =>
      sideMenu(subject).flatMap(({ entries }) =>
        entries.map((entry) => (entry.kind === 'item' ? entry.item.title : 'ERROR')),
      );
    const admin: AccessSubject = {
      platform: 'enterprise',
      isGlobal: true,
      permissions: [],
      features: featuresForPlatform('enterprise'),
    };
    expect(titles(admin)).toContain('Outbound Access');
    expect(titles({ ...admin, isGlobal: false, permissions: ['sso:manage', 'users:manage'] })).not.toContain(
      'Outbound Access',
    );
    expect(titles({ ...admin, platform: 'cloud', features: featuresForPlatform('cloud') })).not.toContain(
      'Outbound Access',
    );
  });

  it('shows only items whose screen exists and whose checks pass', () => {
    const everything: AccessSubject = {
      platform: 'enterprise',
      isGlobal: true,
      permissions: [],
      features: { 'feat:users': 'true' },
    };
    const expected = MENU_GROUPS.flatMap((group) =>
      group.items
        .filter(
          (item) => hasScreen(item.url) && (item.feature === undefined || item.feature === 'feat:users'),
        )
        .map((item) => `${group.id}/${item.title}`),
    );
    expect(shown(everything)).toEqual(expected);
    expect(shown(everything)).toContain('main/API Keys');
  });

  it('hides what a partial role cannot open, and nothing is shown signed out', () => {
    const member: AccessSubject = {
      platform: 'enterprise',
      isGlobal: false,
      permissions: ['apikeys:view', 'chatflows:view'],
      features: { 'feat:users': 'true' },
    };
    const expected = ['Chatflows', 'API Keys'].filter((title) =>
      hasScreen(MENU_GROUPS[0]?.items.find((item) => item.title === title)?.url ?? ''),
    );
    expect(shown(member)).toEqual(expected.map((title) => `main/${title}`));
    expect(shown(member)).toContain('main/API Keys');
    expect(shown(null)).toEqual([]);
  });
});
