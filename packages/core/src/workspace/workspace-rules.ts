import { checkFeatureFlag } from '../auth/access.ts';
import type { Features } from '../auth/features.ts';
import type { PlatformType } from '../auth/platform.ts';

export interface NamedWorkspace {
  readonly id: string;
  readonly name: string;
}

/** Spec §9: how long after load the app checks that the active workspace is still assigned. */
export const WORKSPACE_UNAVAILABLE_CHECK_MS = 500;

/** Spec §8 switch failure texts. */
export const WORKSPACE_SWITCH_MESSAGES = {
  failed: 'Failed to switch workspace',
  contactAdministrator: 'Please contact your administrator for assistance.',
} as const;

/** What the switch-error dialog says: enterprise adds the advice to contact the administrator. */
export function workspaceSwitchErrorLines(platform: PlatformType): string[] {
  return platform === 'enterprise'
    ? [WORKSPACE_SWITCH_MESSAGES.failed, WORKSPACE_SWITCH_MESSAGES.contactAdministrator]
    : [WORKSPACE_SWITCH_MESSAGES.failed];
}

const LEADING_LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

function startsWithSymbol(name: string): boolean {
  return !LEADING_LETTER_OR_DIGIT.test(name.trimStart());
}

/**
 * Spec §5: workspaces sorted alphabetically by name (case-insensitive, locale-aware), names that start with a
 * symbol (anything but a letter or digit) last. Returns a sorted copy.
 */
export function sortWorkspaces<T extends NamedWorkspace>(workspaces: readonly T[]): T[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return [...workspaces].sort((left, right) => {
    const symbolOrder = Number(startsWithSymbol(left.name)) - Number(startsWithSymbol(right.name));
    return symbolOrder || collator.compare(left.name, right.name) || left.id.localeCompare(right.id);
  });
}

/** Spec §2/§5: the enterprise workspace switcher shows only with feat:workspaces on and more than one workspace. */
export function showsWorkspaceSwitcher(
  platform: PlatformType,
  features: Features,
  workspaces: readonly NamedWorkspace[],
): boolean {
  return platform === 'enterprise' && checkFeatureFlag(features, 'feat:workspaces') && workspaces.length > 1;
}

/** Spec §4: the active workspace is usable only while it is among the user's assigned workspaces. */
export function isActiveWorkspaceAvailable(user: {
  readonly activeWorkspaceId: string;
  readonly assignedWorkspaces: readonly NamedWorkspace[];
}): boolean {
  return (
    user.activeWorkspaceId !== '' &&
    user.assignedWorkspaces.some((workspace) => workspace.id === user.activeWorkspaceId)
  );
}

/** The workspaces a user stuck in an unavailable one may switch to (sorted; the unavailable one excluded). */
export function alternativeWorkspaces<T extends NamedWorkspace>(
  activeWorkspaceId: string,
  workspaces: readonly T[],
): T[] {
  return sortWorkspaces(workspaces.filter((workspace) => workspace.id !== activeWorkspaceId));
}
