import { parsePublicKey } from '../license/license-token.ts';
import { VENDOR_LICENSE_PUBLIC_KEY } from '../license/vendor-public-key.ts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { AuthUserService } from './auth-user.service.ts';
import { LicenseService } from './license.service.ts';
import { OrganizationUserService } from './organization-user.service.ts';
import type { SessionService } from './session.service.ts';
import { UserProfileService } from './user-profile.service.ts';
import { WorkspaceMemberService } from './workspace-member.service.ts';
import { WorkspaceSharingService } from './workspace-sharing.service.ts';
import { WorkspaceSwitchService } from './workspace-switch.service.ts';
import { WorkspaceService } from './workspace.service.ts';

/** Profiles, organization members, workspaces and the enterprise license. */
export interface OrganizationServices {
  readonly license: LicenseService;
  readonly userProfiles: UserProfileService;
  readonly organizationUsers: OrganizationUserService;
  readonly workspaces: WorkspaceService;
  readonly workspaceMembers: WorkspaceMemberService;
  readonly workspaceSwitch: WorkspaceSwitchService;
  readonly workspaceSharing: WorkspaceSharingService;
}

export function createOrganizationServices(
  config: AppConfig,
  db: Db,
  repos: Repositories,
  authUsers: AuthUserService,
  sessions: SessionService,
): OrganizationServices {
  const { platform } = config;
  const publicKey = parsePublicKey(config.license.publicKey ?? VENDOR_LICENSE_PUBLIC_KEY);
  const workspaces = new WorkspaceService(db, repos, platform);
  return {
    license: new LicenseService(repos, platform, config.license, publicKey),
    userProfiles: new UserProfileService(db, repos, platform),
    organizationUsers: new OrganizationUserService(db, repos, platform),
    workspaces,
    workspaceMembers: new WorkspaceMemberService(db, repos, workspaces, platform),
    workspaceSwitch: new WorkspaceSwitchService(repos, authUsers, sessions),
    workspaceSharing: new WorkspaceSharingService(db, repos),
  };
}
