import { menuItemProblem, visibleMenu } from '@loomflow/core';
import type { AccessSubject, MenuGroupRule, MenuItemRule, VisibleMenuGroup } from '@loomflow/core';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DataObjectOutlinedIcon from '@mui/icons-material/DataObjectOutlined';
import DatasetOutlinedIcon from '@mui/icons-material/DatasetOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LanOutlinedIcon from '@mui/icons-material/LanOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import QueueOutlinedIcon from '@mui/icons-material/QueueOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { PATHS } from '../constants/paths.ts';
import { hasScreen } from './route-table.ts';

export interface MenuItem extends MenuItemRule {
  readonly title: string;
  readonly icon: typeof SvgIcon;
  /** Shown only when the server runs in queue mode (settings `QUEUE_MODE`). */
  readonly queueModeOnly?: boolean;
}

export interface MenuGroup extends MenuGroupRule<MenuItem> {
  /** Group heading; the main list has none. */
  readonly title?: string;
}

/** The side menu of spec §2: four groups, items in the spec's order, each with its route's guard. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'main',
    items: [
      item('chatflows', 'Chatflows', PATHS.chatflows, HubOutlinedIcon, 'chatflows:view'),
      item('agentflows', 'Agentflows', PATHS.agentflows, AccountTreeOutlinedIcon, 'agentflows:view'),
      item('executions', 'Executions', PATHS.executions, PlayCircleOutlinedIcon, 'executions:view'),
      item('assistants', 'Assistants', PATHS.assistants, SmartToyOutlinedIcon, 'assistants:view'),
      item(
        'marketplaces',
        'Marketplaces',
        PATHS.marketplaces,
        StorefrontOutlinedIcon,
        'templates:marketplace,templates:custom',
      ),
      item('tools', 'Tools', PATHS.tools, BuildOutlinedIcon, 'tools:view'),
      item('credentials', 'Credentials', PATHS.credentials, LockOutlinedIcon, 'credentials:view'),
      item('variables', 'Variables', PATHS.variables, DataObjectOutlinedIcon, 'variables:view'),
      item('apikey', 'API Keys', PATHS.apiKeys, KeyOutlinedIcon, 'apikeys:view'),
      item(
        'document-stores',
        'Document Stores',
        PATHS.documentStores,
        LibraryBooksOutlinedIcon,
        'documentStores:view',
      ),
    ],
  },
  {
    id: 'evaluations',
    title: 'Evaluations',
    items: [
      item('datasets', 'Datasets', PATHS.datasets, DatasetOutlinedIcon, 'datasets:view', 'feat:datasets'),
      item(
        'evaluators',
        'Evaluators',
        PATHS.evaluators,
        RuleOutlinedIcon,
        'evaluators:view',
        'feat:evaluators',
      ),
      item(
        'evaluations',
        'Evaluations',
        PATHS.evaluations,
        AssessmentOutlinedIcon,
        'evaluations:view',
        'feat:evaluations',
      ),
    ],
  },
  {
    id: 'management',
    title: 'User & Workspace Management',
    items: [
      item('sso', 'SSO Config', PATHS.ssoConfig, VpnKeyOutlinedIcon, 'sso:manage', 'feat:sso-config'),
      // Organization administrators only: no permission is named, so only global users see it (spec §6).
      item(
        'outbound-access',
        'Outbound Access',
        PATHS.outboundAccess,
        LanOutlinedIcon,
        undefined,
        'feat:outbound-access',
      ),
      item('roles', 'Roles', PATHS.roles, SecurityOutlinedIcon, 'roles:manage', 'feat:roles'),
      item('users', 'Users', PATHS.users, PeopleOutlinedIcon, 'users:manage', 'feat:users'),
      item(
        'workspaces',
        'Workspaces',
        PATHS.workspaces,
        WorkspacesOutlinedIcon,
        'workspace:view',
        'feat:workspaces',
      ),
      item(
        'login-activity',
        'Login Activity',
        PATHS.loginActivity,
        HistoryOutlinedIcon,
        'loginActivity:view',
        'feat:login-activity',
      ),
    ],
  },
  {
    id: 'others',
    title: 'Others',
    items: [
      item('logs', 'Logs', PATHS.logs, ListAltOutlinedIcon, 'logs:view', 'feat:logs'),
      { ...item('queue', 'Queue', PATHS.queue, QueueOutlinedIcon, 'logs:view'), queueModeOnly: true },
      item(
        'account',
        'Account Settings',
        PATHS.account,
        ManageAccountsOutlinedIcon,
        undefined,
        'feat:account',
      ),
    ],
  },
];

function item(
  id: string,
  title: string,
  url: string,
  icon: typeof SvgIcon,
  permission?: string,
  feature?: string,
): MenuItem {
  return { id, title, url, icon, permission, feature };
}

/**
 * What the side menu shows a subject: items whose screen exists and whose permission and flag pass (spec §2,
 * §6); a misconfigured item shows as 'Menu Items Error'; empty groups are hidden.
 */
export function sideMenu(
  subject: AccessSubject | null,
  groups: readonly MenuGroup[] = MENU_GROUPS,
): VisibleMenuGroup<MenuItem, MenuGroup>[] {
  const built = groups.map((group) => ({
    ...group,
    items: group.items.filter((entry) => hasScreen(entry.url) || menuItemProblem(entry) !== null),
  }));
  return visibleMenu<MenuItem, MenuGroup>(built, subject);
}

/** The menu for a server's settings: queue-mode items only when it runs in queue mode. */
export function menuForSettings(
  groups: readonly MenuGroup[],
  settings: { readonly QUEUE_MODE?: boolean | undefined } | undefined,
): MenuGroup[] {
  const queueMode = settings?.QUEUE_MODE === true;
  return groups.map((group) => ({
    ...group,
    items: group.items.filter((entry) => queueMode || entry.queueModeOnly !== true),
  }));
}

/** Menu urls in order: the landing path falls back along them. */
export function menuUrls(groups: readonly MenuGroup[] = MENU_GROUPS): string[] {
  return groups.flatMap((group) => group.items.map((entry) => entry.url));
}
