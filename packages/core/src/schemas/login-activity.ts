import { z } from 'zod';
import { idSchema } from './common.ts';

/** What happened: a sign-in, a sign-out or a password reset through an emailed link. */
export const LOGIN_ACTIVITY_TYPES = ['login', 'logout', 'password_reset'] as const;
export type LoginActivityType = (typeof LOGIN_ACTIVITY_TYPES)[number];

/** How the user proved who they are. */
export const LOGIN_METHODS = ['password', 'sso', 'email_link'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const LOGIN_OUTCOMES = ['success', 'failure'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** One recorded event of the login activity log. */
export const loginActivitySchema = z.object({
  id: z.string(),
  /** The account, when the email matched one. */
  userId: z.string().nullable(),
  /** The email as typed (failed attempts of unknown addresses keep it too). */
  email: z.string(),
  userName: z.string().nullable(),
  activity: z.enum(LOGIN_ACTIVITY_TYPES),
  method: z.enum(LOGIN_METHODS),
  outcome: z.enum(LOGIN_OUTCOMES),
  /** Why a failure failed (e.g. 'Incorrect Password'); null on success. */
  message: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdDate: z.string(),
});
export type LoginActivity = z.infer<typeof loginActivitySchema>;

/** An ISO-8601 date-time, normalised to UTC so it compares with the stored dates. */
const isoDate = z.iso
  .datetime({ offset: true, message: 'Use an ISO-8601 date and time, e.g. 2026-01-31T00:00:00Z' })
  .transform((value) => new Date(value).toISOString());
const pageNumber = (fallback: number, max: number, label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${String(max)}`)
    .default(fallback);

/** `GET /loginactivity`: filters combine; `from`/`to` bound `createdDate` (inclusive). Newest first. */
export const loginActivityQuerySchema = z
  .object({
    userId: idSchema.optional(),
    /** Part of the email, any letter case. */
    search: z.string().trim().max(254).optional(),
    outcome: z.enum(LOGIN_OUTCOMES, { message: 'outcome must be success or failure' }).optional(),
    activity: z
      .enum(LOGIN_ACTIVITY_TYPES, { message: 'activity must be login, logout or password_reset' })
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: pageNumber(1, 100_000, 'page'),
    limit: pageNumber(25, 200, 'limit'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '`from` must not be after `to`',
    path: ['from'],
  });
export type LoginActivityQuery = z.infer<typeof loginActivityQuerySchema>;

export const loginActivityPageSchema = z.object({
  data: z.array(loginActivitySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type LoginActivityPage = z.infer<typeof loginActivityPageSchema>;

/** `DELETE /loginactivity?before=…`: removes the organization's events older than `before`. */
export const purgeLoginActivityQuerySchema = z.object({
  before: isoDate,
});
export type PurgeLoginActivityQuery = z.infer<typeof purgeLoginActivityQuerySchema>;

export const purgeLoginActivityResponseSchema = z.object({ deleted: z.number().int() });
export type PurgeLoginActivityResponse = z.infer<typeof purgeLoginActivityResponseSchema>;
