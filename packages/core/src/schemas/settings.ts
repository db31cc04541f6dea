import { z } from 'zod';
import { licenseStateSchema } from './license.ts';

export const settingsResponseSchema = z.object({
  PLATFORM_TYPE: z.enum(['open source', 'enterprise', 'cloud']),
  /** True once somebody has registered: the login page then stops offering the first-user setup. */
  hasUsers: z.boolean(),
  /**
   * True while an open-source or enterprise install has no account yet: the web app sends people to
   * `/organization-setup`, which registers the owner with `organization: {name}`.
   */
  needsSetup: z.boolean(),
  /** Whether outgoing mail is configured (verification, invitations, password reset). */
  emailEnabled: z.boolean(),
  /** Whether anyone may register without an invitation. */
  openRegistration: z.boolean(),
  /** Enterprise only: anything but `valid` sends the web app to `/license-expired`. */
  license: licenseStateSchema.optional(),
  /** True when the server runs in queue mode (`MODE=queue`): the web app then offers the queue dashboard. */
  QUEUE_MODE: z.boolean().optional(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const versionResponseSchema = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof versionResponseSchema>;
