import { describe, expect, it } from 'vitest';
import {
  checkFeatureFlag,
  checkPermission,
  checkWorkspace,
  decideRoute,
  type AccessSubject,
} from './access.ts';

const member = (overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  platform: 'enterprise',
  isGlobal: false,
  permissions: ['chatflows:view', 'apikeys:view'],
  activeWorkspaceId: 'ws-1',
  features: { 'feat:datasets': 'true', 'feat:users': true, 'feat:logs': 'false' },
  ...overrides,
});

describe('checkPermission', () => {
  it.each([
    [
      'open source passes anything',
      member({ platform: 'open source', permissions: [] }),
      'users:manage',
      true,
    ],
    ['a global user passes anything', member({ isGlobal: true, permissions: [] }), 'users:manage', true],
    ['held permission passes', member(), 'apikeys:view', true],
    ['missing permission fails', member(), 'users:manage', false],
    ['any of a comma list passes', member(), 'users:manage, apikeys:view', true],
    ['none of a comma list fails', member(), 'users:manage,roles:manage', false],
    ['nothing required fails', member(), undefined, false],
    ['empty string required fails', member(), '', false],
  ])('%s', (_name, subject, required, expected) => {
    expect(checkPermission(subject, required)).toBe(expected);
  });
});

describe('checkWorkspace', () => {
  it('passes the active workspace only, unless open source or global', () => {
    expect(checkWorkspace(member(), 'ws-1')).toBe(true);
    expect(checkWorkspace(member(), 'ws-2')).toBe(false);
    expect(checkWorkspace(member(), undefined)).toBe(false);
    expect(checkWorkspace(member({ platform: 'open source' }), 'ws-2')).toBe(true);
    expect(checkWorkspace(member({ isGlobal: true }), 'ws-2')).toBe(true);
  });
});

describe('checkFeatureFlag', () => {
  it('accepts true and the string true, nothing else', () => {
    expect(checkFeatureFlag(member().features, undefined)).toBe(true);
    expect(checkFeatureFlag(member().features, 'feat:datasets')).toBe(true);
    expect(checkFeatureFlag(member().features, 'feat:users')).toBe(true);
    expect(checkFeatureFlag(member().features, 'feat:logs')).toBe(false);
    expect(checkFeatureFlag(member().features, 'feat:roles')).toBe(false);
    expect(checkFeatureFlag({}, 'feat:datasets')).toBe(false);
  });
});

describe('decideRoute', () => {
  it('sends visitors who are not logged in to /login', () => {
    expect(decideRoute(null, false, { permission: 'chatflows:view' })).toBe('login');
    expect(decideRoute(member(), false, {})).toBe('login');
  });

  it('open source ignores permissions but refuses every feature-flagged route', () => {
    const oss = member({ platform: 'open source', permissions: [], features: {} });
    expect(decideRoute(oss, true, { permission: 'users:manage' })).toBe('allow');
    expect(decideRoute(oss, true, { permission: 'datasets:view', feature: 'feat:datasets' })).toBe(
      'unauthorized',
    );
  });

  it('cloud and enterprise need permissions, the permission and the flag for flagged routes', () => {
    expect(decideRoute(member(), true, { permission: 'chatflows:view', feature: 'feat:datasets' })).toBe(
      'allow',
    );
    expect(decideRoute(member(), true, { permission: 'datasets:view', feature: 'feat:datasets' })).toBe(
      'unauthorized',
    );
    expect(decideRoute(member(), true, { permission: 'chatflows:view', feature: 'feat:logs' })).toBe(
      'unauthorized',
    );
    expect(decideRoute(member({ permissions: [] }), true, { feature: 'feat:datasets' })).toBe('unauthorized');
    expect(
      decideRoute(member({ isGlobal: true, permissions: ['x'] }), true, {
        permission: 'users:manage',
        feature: 'feat:users',
      }),
    ).toBe('allow');
  });

  it('opens organization-administrator screens to organization administrators alone', () => {
    const screen = { feature: 'feat:users', organizationAdmin: true };
    expect(decideRoute(member({ permissions: ['users:manage', 'sso:manage'] }), true, screen)).toBe(
      'unauthorized',
    );
    expect(decideRoute(member({ isGlobal: true }), true, screen)).toBe('allow');
  });

  it('checks the permission of unflagged routes outside open source', () => {
    expect(decideRoute(member(), true, { permission: 'apikeys:view' })).toBe('allow');
    expect(decideRoute(member(), true, { permission: 'tools:view' })).toBe('unauthorized');
    expect(decideRoute(member(), true, {})).toBe('allow');
  });
});
