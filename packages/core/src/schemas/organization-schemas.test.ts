import { describe, expect, it } from 'vitest';
import {
  planProrationQuerySchema,
  seatsProrationQuerySchema,
  subscriptionQuerySchema,
  updateAdditionalSeatsRequestSchema,
  updateSubscriptionPlanRequestSchema,
} from './billing.ts';
import { organizationMemberActionSchema, organizationMemberQuerySchema } from './organization-member.ts';
import { updateOrganizationRequestSchema } from './organization-settings.ts';
import {
  organizationUserKeySchema,
  organizationUserQuerySchema,
  updateOrganizationUserRequestSchema,
} from './organization-user.ts';
import {
  createRoleRequestSchema,
  deleteRoleQuerySchema,
  roleQuerySchema,
  updateRoleRequestSchema,
} from './role.ts';
import { describeSchema } from './schema-cases.test-support.ts';
import {
  createWorkspaceRequestSchema,
  linkWorkspaceUsersRequestSchema,
  sharedItemQuerySchema,
  shareItemRequestSchema,
  unlinkWorkspaceUsersRequestSchema,
  updateWorkspaceRequestSchema,
  workspaceQuerySchema,
  workspaceSwitchQuerySchema,
} from './workspace.ts';
import { workspaceUserKeySchema, workspaceUserQuerySchema } from './workspace-user.ts';

// Organization requests: the organization, its users and members, workspaces and their users and shares, roles,
// and cloud billing (spec §7 calls).

describeSchema('updateOrganizationRequestSchema', updateOrganizationRequestSchema, {
  valid: [
    { name: 'a new name, trimmed', input: { id: 'o1', name: ' Acme ' }, output: { id: 'o1', name: 'Acme' } },
  ],
  invalid: [
    { name: 'a blank name', input: { name: ' ' }, path: 'name', message: 'Organization name is required' },
    {
      name: 'a name over 100 characters',
      input: { name: 'n'.repeat(101) },
      path: 'name',
      message: 'Organization name must be at most 100 characters',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('organizationUserQuerySchema', organizationUserQuerySchema, {
  valid: [
    { name: 'an organization', input: { organizationId: 'o1' } },
    { name: 'a user', input: { userId: 'u1' } },
    { name: 'both', input: { organizationId: 'o1', userId: 'u1' } },
  ],
  invalid: [{ name: 'neither', input: {}, path: '', message: 'Send organizationId, userId or both' }],
  unknownKeys: 'stripped',
});

describeSchema('updateOrganizationUserRequestSchema', updateOrganizationUserRequestSchema, {
  valid: [
    { name: 'a new role', input: { organizationId: 'o1', userId: 'u1', roleId: 'r1' } },
    { name: 'deactivating', input: { organizationId: 'o1', userId: 'u1', status: 'inactive' } },
  ],
  invalid: [
    {
      name: 'nothing to change',
      input: { organizationId: 'o1', userId: 'u1' },
      path: '',
      message: 'Nothing to update: send roleId or status',
    },
    {
      name: 'a status only the system sets',
      input: { organizationId: 'o1', userId: 'u1', status: 'invited' },
      path: 'status',
    },
    { name: 'no user', input: { organizationId: 'o1', roleId: 'r1' }, path: 'userId' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('organizationUserKeySchema', organizationUserKeySchema, {
  valid: [{ name: 'organization and user', input: { organizationId: 'o1', userId: 'u1' } }],
  invalid: [{ name: 'no organization', input: { userId: 'u1' }, path: 'organizationId' }],
  unknownKeys: 'stripped',
});

describeSchema('organizationMemberQuerySchema', organizationMemberQuerySchema, {
  valid: [
    { name: 'nothing (first page of 20)', input: {}, output: { page: 1, limit: 20 } },
    {
      name: 'a search and page as text',
      input: { search: ' ada ', page: '3', limit: '10' },
      output: { search: 'ada', page: 3, limit: 10 },
    },
  ],
  invalid: [
    { name: 'page 0', input: { page: '0' }, path: 'page' },
    { name: 'a limit over 100', input: { limit: '101' }, path: 'limit' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('organizationMemberActionSchema', organizationMemberActionSchema, {
  valid: [{ name: 'a user', input: { userId: 'u1' } }],
  invalid: [{ name: 'no user', input: { organizationId: 'o1' }, path: 'userId' }],
  unknownKeys: 'stripped',
});

describeSchema('workspaceQuerySchema', workspaceQuerySchema, {
  valid: [
    { name: 'nothing (the caller’s organization)', input: {} },
    { name: 'one workspace', input: { id: 'w1' } },
  ],
  invalid: [{ name: 'an empty id', input: { id: '' }, path: 'id' }],
  unknownKeys: 'stripped',
});

describeSchema('createWorkspaceRequestSchema', createWorkspaceRequestSchema, {
  valid: [
    { name: 'a name, trimmed', input: { name: ' Sales ' }, output: { name: 'Sales' } },
    {
      name: 'a null description and the organization',
      input: { name: 'Sales', description: null, organizationId: 'o1' },
    },
  ],
  invalid: [
    { name: 'a blank name', input: { name: '' }, path: 'name', message: 'Workspace name is required' },
    {
      name: 'a description over 1,000 characters',
      input: { name: 'Sales', description: 'd'.repeat(1001) },
      path: 'description',
      message: 'Description must be at most 1,000 characters',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateWorkspaceRequestSchema', updateWorkspaceRequestSchema, {
  valid: [
    { name: 'a rename', input: { id: 'w1', name: 'Sales' } },
    { name: 'clearing the description', input: { id: 'w1', description: null } },
  ],
  invalid: [
    {
      name: 'nothing to change',
      input: { id: 'w1' },
      path: '',
      message: 'Nothing to update: send name or description',
    },
    { name: 'no id', input: { name: 'Sales' }, path: 'id' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('workspaceSwitchQuerySchema', workspaceSwitchQuerySchema, {
  valid: [{ name: 'an id', input: { id: 'w1' } }],
  invalid: [{ name: 'no id', input: {}, path: 'id' }],
  unknownKeys: 'stripped',
});

describeSchema('linkWorkspaceUsersRequestSchema', linkWorkspaceUsersRequestSchema, {
  valid: [{ name: 'users with roles', input: { users: [{ userId: 'u1', roleId: 'r1' }] } }],
  invalid: [
    { name: 'no users', input: { users: [] }, path: 'users', message: 'Choose at least one user' },
    {
      name: 'over 100 users',
      input: { users: Array.from({ length: 101 }, (_, index) => ({ userId: `u${index}`, roleId: 'r1' })) },
      path: 'users',
      message: 'At most 100 users at a time',
    },
    { name: 'a user without a role', input: { users: [{ userId: 'u1' }] }, path: 'users.0.roleId' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('unlinkWorkspaceUsersRequestSchema', unlinkWorkspaceUsersRequestSchema, {
  valid: [{ name: 'user ids', input: { userIds: ['u1', 'u2'] } }],
  invalid: [
    { name: 'no user ids', input: { userIds: [] }, path: 'userIds', message: 'Choose at least one user' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('shareItemRequestSchema', shareItemRequestSchema, {
  valid: [
    {
      name: 'a credential shared with two workspaces',
      input: { itemType: 'credential', workspaceIds: ['w2', 'w3'] },
    },
    { name: 'an empty list (stop sharing)', input: { itemType: 'custom_template', workspaceIds: [] } },
  ],
  invalid: [
    {
      name: 'an item type that cannot be shared',
      input: { itemType: 'chatflow', workspaceIds: [] },
      path: 'itemType',
      message: 'itemType must be credential or custom_template',
    },
    { name: 'no list', input: { itemType: 'credential' }, path: 'workspaceIds' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('sharedItemQuerySchema', sharedItemQuerySchema, {
  valid: [
    { name: 'no type', input: {} },
    { name: 'a type', input: { itemType: 'credential' } },
  ],
  invalid: [{ name: 'another type', input: { itemType: 'tool' }, path: 'itemType' }],
  unknownKeys: 'stripped',
});

describeSchema('workspaceUserQuerySchema', workspaceUserQuerySchema, {
  valid: [
    { name: 'no filter', input: {} },
    { name: 'every filter', input: { workspaceId: 'w1', roleId: 'r1', userId: 'u1', organizationId: 'o1' } },
  ],
  invalid: [{ name: 'an empty user id', input: { userId: '' }, path: 'userId' }],
  unknownKeys: 'stripped',
});

describeSchema('workspaceUserKeySchema', workspaceUserKeySchema, {
  valid: [{ name: 'workspace and user', input: { workspaceId: 'w1', userId: 'u1' } }],
  invalid: [{ name: 'no user', input: { workspaceId: 'w1' }, path: 'userId' }],
  unknownKeys: 'stripped',
});

describeSchema('createRoleRequestSchema', createRoleRequestSchema, {
  valid: [
    {
      name: 'permissions as a list (duplicates dropped)',
      input: { name: 'Editors', permissions: ['chatflows:view', 'tools:view', 'chatflows:view'] },
      output: { name: 'Editors', permissions: ['chatflows:view', 'tools:view'] },
    },
    {
      name: "permissions as JSON text (Flowise's client)",
      input: { name: 'Editors', description: null, permissions: '["chatflows:view"]' },
      output: { name: 'Editors', description: null, permissions: ['chatflows:view'] },
    },
  ],
  invalid: [
    {
      name: 'a built-in role name in any case',
      input: { name: 'Owner', permissions: ['chatflows:view'] },
      path: 'name',
      message: 'owner, member and viewer are built-in role names: choose another name',
    },
    {
      name: 'an unknown permission',
      input: { name: 'Editors', permissions: ['chatflows:view', 'flows:fly'] },
      path: 'permissions',
      message: 'Unknown permission: flows:fly',
    },
    {
      name: 'no permission',
      input: { name: 'Editors', permissions: [] },
      path: 'permissions',
      message: 'Choose at least one permission',
    },
    {
      name: 'permissions that are not JSON',
      input: { name: 'Editors', permissions: 'chatflows:view' },
      path: 'permissions',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateRoleRequestSchema', updateRoleRequestSchema, {
  valid: [
    { name: 'a new name', input: { id: 'r1', name: 'Writers' } },
    { name: 'new permissions', input: { id: 'r1', permissions: ['tools:view'] } },
  ],
  invalid: [
    {
      name: 'nothing to change',
      input: { id: 'r1', organizationId: 'o1' },
      path: '',
      message: 'Nothing to update: send name, description or permissions',
    },
    { name: 'no id', input: { name: 'Writers' }, path: 'id' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('roleQuerySchema', roleQuerySchema, {
  valid: [{ name: 'no filter', input: {} }],
  invalid: [{ name: 'an empty id', input: { id: '' }, path: 'id' }],
  unknownKeys: 'stripped',
});

describeSchema('deleteRoleQuerySchema', deleteRoleQuerySchema, {
  valid: [{ name: 'an id and a role to reassign to', input: { id: 'r1', reassignToRoleId: 'r2' } }],
  invalid: [{ name: 'no id', input: {}, path: 'id' }],
  unknownKeys: 'stripped',
});

describeSchema('subscriptionQuerySchema', subscriptionQuerySchema, {
  valid: [
    {
      name: 'a subscription id, trimmed',
      input: { subscriptionId: ' sub_1 ' },
      output: { subscriptionId: 'sub_1' },
    },
  ],
  invalid: [
    {
      name: 'a blank id',
      input: { subscriptionId: ' ' },
      path: 'subscriptionId',
      message: 'An id is required',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('seatsProrationQuerySchema', seatsProrationQuerySchema, {
  valid: [
    {
      name: 'a quantity as text',
      input: { subscriptionId: 'sub_1', quantity: '3' },
      output: { subscriptionId: 'sub_1', quantity: 3 },
    },
  ],
  invalid: [
    {
      name: 'a fractional quantity',
      input: { subscriptionId: 'sub_1', quantity: '1.5' },
      path: 'quantity',
      message: 'Quantity must be a whole number',
    },
    { name: 'a negative quantity', input: { subscriptionId: 'sub_1', quantity: '-1' }, path: 'quantity' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('planProrationQuerySchema', planProrationQuerySchema, {
  valid: [{ name: 'subscription and plan', input: { subscriptionId: 'sub_1', newPlanId: 'prod_2' } }],
  invalid: [{ name: 'no plan', input: { subscriptionId: 'sub_1' }, path: 'newPlanId' }],
  unknownKeys: 'stripped',
});

describeSchema('updateAdditionalSeatsRequestSchema', updateAdditionalSeatsRequestSchema, {
  valid: [
    { name: "spec §7's body", input: { subscriptionId: 'sub_1', quantity: 2, prorationDate: 1_760_000_000 } },
  ],
  invalid: [
    {
      name: 'a proration date of 0',
      input: { subscriptionId: 'sub_1', quantity: 2, prorationDate: 0 },
      path: 'prorationDate',
      message: 'prorationDate must be a Unix time in seconds',
    },
    {
      name: 'over 10,000 seats',
      input: { subscriptionId: 'sub_1', quantity: 10_001, prorationDate: 1 },
      path: 'quantity',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateSubscriptionPlanRequestSchema', updateSubscriptionPlanRequestSchema, {
  valid: [
    {
      name: "spec §7's body, the date as text",
      input: { subscriptionId: 'sub_1', newPlanId: 'prod_2', prorationDate: '1760000000' },
      output: { subscriptionId: 'sub_1', newPlanId: 'prod_2', prorationDate: 1_760_000_000 },
    },
  ],
  invalid: [{ name: 'no plan', input: { subscriptionId: 'sub_1', prorationDate: 1 }, path: 'newPlanId' }],
  unknownKeys: 'stripped',
});

describe('role permission lists', () => {
  it('name every unknown permission in one message', () => {
    const result = createRoleRequestSchema.safeParse({ name: 'X', permissions: ['a:b', 'c:d'] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Unknown permission: a:b, c:d']);
  });
});
