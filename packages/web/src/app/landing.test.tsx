import type { AccessSubject } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing.ts';
import type { AppRoute } from './route-table.ts';

const screen = () => Promise.resolve(() => null);
const routes: AppRoute[] = [
  { path: '/chatflows', layout: 'main', guard: { permission: 'chatflows:view' } },
  { path: '/tools', layout: 'main', guard: { permission: 'tools:view' }, screen },
  { path: '/apikey', layout: 'main', guard: { permission: 'apikeys:view' }, screen },
  { path: '/users', layout: 'main', guard: { permission: 'users:manage', feature: 'feat:users' }, screen },
];

const member = (permissions: string[], overrides: Partial<AccessSubject> = {}): AccessSubject => ({
  platform: 'enterprise',
  isGlobal: false,
  permissions,
  features: { 'feat:users': 'true' },
  ...overrides,
});

describe('landingPath', () => {
  it('is /chatflows (spec §1, §9) once its screen exists and the user may open it', () => {
    const withChatflows = routes.map((route) => (route.path === '/chatflows' ? { ...route, screen } : route));
    expect(landingPath(member(['chatflows:view', 'apikeys:view']), withChatflows)).toBe('/chatflows');
    expect(landingPath(member([], { platform: 'open source', features: {} }), withChatflows)).toBe(
      '/chatflows',
    );
  });

  it('until then, is the first screen in menu order the user may open', () => {
    expect(landingPath(member(['chatflows:view', 'apikeys:view']), routes)).toBe('/apikey');
    expect(landingPath(member(['tools:view', 'apikeys:view']), routes)).toBe('/tools');
    expect(landingPath(member(['users:manage']), routes)).toBe('/users');
    expect(landingPath(member([], { isGlobal: true }), routes)).toBe('/tools');
  });

  it('falls back to the profile, which every signed-in user may open', () => {
    expect(landingPath(member(['chatflows:view']), routes)).toBe('/user-profile');
    expect(landingPath(member(['users:manage'], { features: {} }), routes)).toBe('/user-profile');
  });
});
