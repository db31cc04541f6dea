import type {
  OrganizationMember,
  OrganizationMemberAction,
  OrganizationMemberPage,
  PlatformType,
  organizationMemberQuerySchema,
} from '@loomflow/core';
import { userStatusSchema } from '@loomflow/core';
import type { z } from 'zod';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import { randomToken, sha256 } from '../auth/opaque-token.ts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createRepositories } from '../db/repositories/index.ts';
import { OrganizationMemberRepository } from '../db/repositories/organization-member.repository.ts';
import { RoleAdminRepository } from '../db/repositories/role-admin.repository.ts';
import { badRequest, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationMail } from '../mail/templates.ts';
import { isoAfterSeconds, nowIso } from '../util/clock.ts';
import { organizationOf, userOf } from './caller-scope.ts';

const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface ResendInviteResult {
  readonly message: string;
  /** Only when no mail is configured: the new link for the inviter to pass on. */
  readonly inviteLink?: string;
}

/** The Users screen: paged list, resending invitations, ownership transfer (users:manage). */
export class OrganizationMemberService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly mailer: Mailer | undefined,
    private readonly platform: PlatformType,
  ) {}

  async page(
    caller: RequestAccess,
    query: z.output<typeof organizationMemberQuerySchema>,
  ): Promise<OrganizationMemberPage> {
    const organizationId = organizationOf(caller);
    const repo = new OrganizationMemberRepository(this.db);
    const { rows, total } = await repo.page(
      organizationId,
      query.search,
      (query.page - 1) * query.limit,
      query.limit,
    );
    const workspaces = await repo.workspacesOf(
      organizationId,
      rows.map((row) => row.userId),
    );
    const data = rows.map((row): OrganizationMember => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      status: userStatusSchema.parse(row.status),
      lastLogin: row.lastLogin,
      isOwner: row.isOwner === 1,
      role: { id: row.roleId, name: row.roleName ?? row.roleId },
      workspaces: workspaces
        .filter((workspace) => workspace.userId === row.userId)
        .map((workspace) => ({
          id: workspace.workspaceId,
          name: workspace.workspaceName,
          roleName: workspace.roleName ?? '',
        })),
      createdDate: row.createdDate,
    }));
    return { data, total };
  }

  /** A new link for a pending invitation (the old one stops working), mailed again. */
  async resendInvite(caller: RequestAccess, action: OrganizationMemberAction): Promise<ResendInviteResult> {
    const organizationId = this.ownOrganization(caller, action.organizationId);
    const repos = createRepositories(this.db);
    const member = await repos.organizationUsers.find(organizationId, action.userId);
    if (!member) throw notFound(`User ${action.userId} not found in your organization`);
    if (member.userStatus !== 'invited')
      throw badRequest(
        `${member.userEmail} has already accepted the invitation: there is nothing to resend.`,
      );
    const token = randomToken();
    await repos.users.update(member.userId, {
      tempToken: sha256(token),
      tokenExpiry: isoAfterSeconds(INVITATION_TTL_SECONDS),
      updatedDate: nowIso(),
    });
    const link = `${this.config.appUrl}/register?token=${encodeURIComponent(token)}`;
    if (!this.mailer)
      return {
        message: 'Invitation renewed. Mail is not configured: send this link to the person yourself.',
        inviteLink: link,
      };
    const inviter = await repos.users.findById(userOf(caller));
    await this.mailer.send(
      invitationMail(member.userEmail, inviter?.name ?? 'A colleague', member.organizationName, link),
    );
    return { message: `Invitation sent again to ${member.userEmail}` };
  }

  /** Only the owner hands the organization to another active member, who becomes owner and admin. */
  async transferOwnership(caller: RequestAccess, action: OrganizationMemberAction): Promise<void> {
    if (this.platform === 'open source')
      throw forbidden('Open source has no organization owner to transfer.');
    const organizationId = this.ownOrganization(caller, action.organizationId);
    const callerId = userOf(caller);
    await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const self = await repos.organizationUsers.find(organizationId, callerId);
      if (self?.isOwner !== 1) throw forbidden('Only the organization owner can transfer the ownership.');
      if (action.userId === callerId) throw badRequest('You already own this organization.');
      const target = await repos.organizationUsers.find(organizationId, action.userId);
      if (!target) throw notFound(`User ${action.userId} not found in your organization`);
      if (target.userStatus !== 'active')
        throw badRequest(
          `${target.userEmail} is not an active user: only an active user can become the owner.`,
        );
      const now = nowIso();
      await new OrganizationMemberRepository(trx).transferOwnership(
        organizationId,
        callerId,
        target.userId,
        now,
      );
      await repos.organizationUsers.updateRole(organizationId, target.userId, OWNER_ROLE.id, now);
      await new RoleAdminRepository(trx).setWorkspaceRoles(organizationId, target.userId, OWNER_ROLE.id, now);
    });
  }

  private ownOrganization(caller: RequestAccess, organizationId: string | undefined): string {
    const own = organizationOf(caller);
    if (organizationId !== undefined && organizationId !== own)
      throw notFound(`Organization ${organizationId} not found`);
    return own;
  }
}
