import type { InviteRequest } from '@loomflow/core';
import { MEMBER_ROLE } from '../auth/built-in-roles.ts';
import { randomToken, sha256 } from '../auth/opaque-token.ts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createRepositories } from '../db/repositories/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationMail } from '../mail/templates.ts';
import { isoAfterSeconds, newId, nowIso } from '../util/clock.ts';

const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface InvitationResult {
  readonly message: string;
  /** Only when no mail is configured: the link for the inviter to pass on themselves. */
  readonly inviteLink?: string;
}

/** Invites a person by email into the inviter's organization and a workspace of it. */
export class InvitationService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly mailer: Mailer | undefined,
  ) {}

  async invite(inviter: RequestAccess, request: InviteRequest): Promise<InvitationResult> {
    const organizationId = inviter.organizationId;
    if (!organizationId || !inviter.userId)
      throw forbidden('Only a signed-in member of an organization can invite.');
    const workspaceId = request.workspaceId ?? inviter.workspaceId;
    if (!workspaceId) throw badRequest('Choose the workspace the invited person joins.');
    const token = randomToken();
    const { inviterName, organizationName } = await this.db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const workspace = await repos.organizations.findWorkspace(workspaceId);
      if (!workspace || workspace.organizationId !== organizationId)
        throw notFound(`Workspace ${workspaceId} not found`);
      const roleId = request.roleId ?? MEMBER_ROLE.id;
      if (!(await repos.roles.findForOrganization(roleId, organizationId)))
        throw notFound(`Role ${roleId} not found`);
      if (await repos.users.findByEmail(request.user.email)) {
        throw conflict(`${request.user.email} already has an account: add them to the workspace instead.`);
      }
      const now = nowIso();
      const userId = newId();
      await repos.users.create({
        id: userId,
        name: request.user.email.split('@')[0] ?? request.user.email,
        email: request.user.email,
        credential: null,
        status: 'invited',
        tempToken: sha256(token),
        tokenExpiry: isoAfterSeconds(INVITATION_TTL_SECONDS),
        activeWorkspaceId: workspaceId,
        lastLogin: null,
        createdDate: now,
        updatedDate: now,
      });
      await repos.organizations.addOrganizationUser({
        organizationId,
        userId,
        roleId: MEMBER_ROLE.id,
        isOwner: false,
      });
      await repos.organizations.addWorkspaceUser({ workspaceId, userId, roleId });
      const inviterRow = await repos.users.findById(inviter.userId ?? '');
      const memberships = await repos.organizations.membershipsOf(userId);
      return {
        inviterName: inviterRow?.name ?? 'A colleague',
        organizationName: memberships[0]?.organization.name ?? 'their organization',
      };
    });
    const link = `${this.config.appUrl}/register?token=${encodeURIComponent(token)}`;
    if (!this.mailer) {
      return {
        message: 'Invitation created. Mail is not configured: send this link to the person yourself.',
        inviteLink: link,
      };
    }
    await this.mailer.send(invitationMail(request.user.email, inviterName, organizationName, link));
    return { message: `Invitation sent to ${request.user.email}` };
  }
}
