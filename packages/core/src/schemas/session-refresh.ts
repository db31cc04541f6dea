import { z } from 'zod';

/**
 * What the client reads from `POST /auth/refreshToken` (spec §7): an answer carrying a user id means the
 * session was renewed and the original request may be retried. The server answers with the whole AuthUser.
 */
export const sessionRefreshResponseSchema = z.object({ id: z.string().min(1) });
export type SessionRefreshResponse = z.infer<typeof sessionRefreshResponseSchema>;
