import { checkFeatureFlag, checkPermission } from '@loomflow/core';
import type { AccessSubject } from '@loomflow/core';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { PATHS } from './paths.ts';

export interface MenuItem {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly icon: typeof SvgIcon;
  readonly permission?: string;
  readonly feature?: string;
}

export interface MenuGroup {
  readonly id: string;
  /** Group heading; the main list has none. */
  readonly title?: string;
  readonly items: readonly MenuItem[];
}

/** The side menu (spec §2). Only screens that exist are listed; later issues add their items here. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'main',
    items: [
      {
        id: 'apikey',
        title: 'API Keys',
        url: PATHS.apiKeys,
        icon: KeyOutlinedIcon,
        permission: 'apikeys:view',
      },
    ],
  },
];

/** Items the subject may see (permission and feature flag both pass); empty groups are dropped. */
export function visibleMenuGroups(groups: readonly MenuGroup[], subject: AccessSubject | null): MenuGroup[] {
  if (subject === null) return [];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          (item.permission === undefined || checkPermission(subject, item.permission)) &&
          checkFeatureFlag(subject.features, item.feature),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
