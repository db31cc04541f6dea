import { z } from 'zod';

export const settingsResponseSchema = z.object({
  PLATFORM_TYPE: z.enum(['open source', 'enterprise', 'cloud']),
  /** True once somebody has registered: the login page then stops offering the first-user setup. */
  hasUsers: z.boolean(),
  /** Whether outgoing mail is configured (verification, invitations, password reset). */
  emailEnabled: z.boolean(),
  /** Whether anyone may register without an invitation. */
  openRegistration: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const versionResponseSchema = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof versionResponseSchema>;
