import type { AccessSubject } from './access.ts';
import { checkFeatureFlag, checkPermission } from './access.ts';
import { FEATURE_FLAGS } from './features.ts';
import { isPermission } from './permissions.ts';

/** What the side menu knows of an item to decide whether it shows (spec §2, §6). */
export interface MenuItemRule {
  readonly id: string;
  readonly url: string;
  /** Permission the item needs (comma-separated alternatives allowed). */
  readonly permission?: string | undefined;
  /** Feature flag the item needs. */
  readonly feature?: string | undefined;
}

export interface MenuGroupRule<Item extends MenuItemRule> {
  readonly id: string;
  readonly items: readonly Item[];
}

/** One line of a visible group: an item, or a misconfigured entry shown as 'Menu Items Error'. */
export type VisibleMenuEntry<Item extends MenuItemRule> =
  | { readonly kind: 'item'; readonly item: Item }
  | { readonly kind: 'error'; readonly id: string; readonly problem: string };

export interface VisibleMenuGroup<Item extends MenuItemRule, Group extends MenuGroupRule<Item>> {
  readonly group: Group;
  readonly entries: readonly VisibleMenuEntry<Item>[];
}

export const MENU_ITEMS_ERROR = 'Menu Items Error';

const knownFlags: ReadonlySet<string> = new Set(FEATURE_FLAGS);

/** Why an item cannot be shown as configured (unknown permission or flag, bad link), or null when it is fine. */
export function menuItemProblem(item: MenuItemRule): string | null {
  if (item.id.trim() === '') return 'an item has no id';
  if (!item.url.startsWith('/')) return `"${item.id}" links to "${item.url}", not an in-app path`;
  if (item.permission !== undefined) {
    const permissions = item.permission.split(',').map((part) => part.trim());
    const unknown = permissions.find((permission) => !isPermission(permission));
    if (unknown !== undefined) return `"${item.id}" needs an unknown permission "${unknown}"`;
  }
  if (item.feature !== undefined && !knownFlags.has(item.feature)) {
    return `"${item.id}" needs an unknown feature flag "${item.feature}"`;
  }
  return null;
}

/** Spec §2/§6: an item shows only when both the permission check and the feature flag check pass. */
export function isMenuItemVisible(subject: AccessSubject, item: MenuItemRule): boolean {
  return checkPermission(subject, item.permission) && checkFeatureFlag(subject.features, item.feature);
}

/**
 * The side menu a subject sees: per group, the items that pass their checks, in order; misconfigured items
 * become error entries (shown, so the mistake is noticed); groups left empty are hidden. Signed out: nothing.
 */
export function visibleMenu<Item extends MenuItemRule, Group extends MenuGroupRule<Item>>(
  groups: readonly Group[],
  subject: AccessSubject | null,
): VisibleMenuGroup<Item, Group>[] {
  if (subject === null) return [];
  const seen = new Set<string>();
  const visible: VisibleMenuGroup<Item, Group>[] = [];
  for (const group of groups) {
    const entries: VisibleMenuEntry<Item>[] = [];
    for (const item of group.items) {
      const problem = seen.has(item.id) ? `"${item.id}" is listed twice` : menuItemProblem(item);
      seen.add(item.id);
      if (problem !== null) entries.push({ kind: 'error', id: `${group.id}:${item.id}`, problem });
      else if (isMenuItemVisible(subject, item)) entries.push({ kind: 'item', item });
    }
    if (entries.length > 0) visible.push({ group, entries });
  }
  return visible;
}
