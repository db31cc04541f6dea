import { describe, expect, it } from 'vitest';
import {
  alternativeWorkspaces,
  isActiveWorkspaceAvailable,
  showsWorkspaceSwitcher,
  sortWorkspaces,
  workspaceSwitchErrorLines,
} from './workspace-rules.ts';

const ws = (name: string, id = name) => ({ id, name });

describe('sortWorkspaces (spec §5)', () => {
  it('sorts alphabetically, case-insensitively, with symbol-leading names last', () => {
    const names = ['_archive', 'beta', 'Alpha', '#ops', 'Default Workspace', '2024 plans', 'ébène', 'zeta'];
    expect(sortWorkspaces(names.map((name) => ws(name))).map((workspace) => workspace.name)).toEqual([
      '2024 plans',
      'Alpha',
      'beta',
      'Default Workspace',
      'ébène',
      'zeta',
      '_archive',
      '#ops',
    ]);
  });

  it('does not change its input and keeps equal names in a stable order by id', () => {
    const input = [ws('Team', 'b'), ws('team', 'a')];
    expect(sortWorkspaces(input).map((workspace) => workspace.id)).toEqual(['a', 'b']);
    expect(input.map((workspace) => workspace.id)).toEqual(['b', 'a']);
  });
});

describe('showsWorkspaceSwitcher (spec §2, §5)', () => {
  const two = [ws('A'), ws('B')];
  it('needs enterprise, feat:workspaces true and more than one workspace', () => {
    expect(showsWorkspaceSwitcher('enterprise', { 'feat:workspaces': 'true' }, two)).toBe(true);
    expect(showsWorkspaceSwitcher('enterprise', { 'feat:workspaces': true }, two)).toBe(true);
    expect(showsWorkspaceSwitcher('enterprise', { 'feat:workspaces': 'false' }, two)).toBe(false);
    expect(showsWorkspaceSwitcher('enterprise', {}, two)).toBe(false);
    expect(showsWorkspaceSwitcher('enterprise', { 'feat:workspaces': 'true' }, [ws('A')])).toBe(false);
    expect(showsWorkspaceSwitcher('cloud', { 'feat:workspaces': 'true' }, two)).toBe(false);
    expect(showsWorkspaceSwitcher('open source', { 'feat:workspaces': 'true' }, two)).toBe(false);
  });
});

describe('isActiveWorkspaceAvailable (spec §4)', () => {
  it('is true only while the active workspace is assigned', () => {
    const assignedWorkspaces = [ws('A', 'w1'), ws('B', 'w2')];
    expect(isActiveWorkspaceAvailable({ activeWorkspaceId: 'w2', assignedWorkspaces })).toBe(true);
    expect(isActiveWorkspaceAvailable({ activeWorkspaceId: 'w3', assignedWorkspaces })).toBe(false);
    expect(isActiveWorkspaceAvailable({ activeWorkspaceId: '', assignedWorkspaces })).toBe(false);
    expect(isActiveWorkspaceAvailable({ activeWorkspaceId: 'w1', assignedWorkspaces: [] })).toBe(false);
  });

  it('offers the other workspaces, sorted', () => {
    const list = [ws('Zed', 'w1'), ws('Alpha', 'w2'), ws('Gone', 'w3')];
    expect(alternativeWorkspaces('w3', list).map((workspace) => workspace.name)).toEqual(['Alpha', 'Zed']);
    expect(alternativeWorkspaces('w1', [ws('Only', 'w1')])).toEqual([]);
  });
});

describe('workspaceSwitchErrorLines (spec §8)', () => {
  it('adds the administrator advice on enterprise only', () => {
    expect(workspaceSwitchErrorLines('enterprise')).toEqual([
      'Failed to switch workspace',
      'Please contact your administrator for assistance.',
    ]);
    expect(workspaceSwitchErrorLines('cloud')).toEqual(['Failed to switch workspace']);
  });
});
