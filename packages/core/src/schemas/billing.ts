import { z } from 'zod';
import { loginResponseSchema } from './auth.ts';

/** Cloud plans (spec §9): Starter (first month free when eligible), Pro, Enterprise (contact only). */
export const PLAN_TITLES = ['Starter', 'Pro', 'Enterprise'] as const;
export const planTitleSchema = z.enum(PLAN_TITLES);
export type PlanTitle = z.infer<typeof planTitleSchema>;

export const planFeatureSchema = z.object({ text: z.string(), subtext: z.string().optional() });
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** Pricing plan (spec §3). `contactEmail` is set on the contact-only plan (Enterprise). */
export const pricingPlanSchema = z.object({
  title: planTitleSchema,
  subtitle: z.string(),
  price: z.string(),
  period: z.string(),
  features: z.array(planFeatureSchema),
  /** The billing provider's product id; `newPlanId` of a plan change. Empty for a contact-only plan. */
  prodId: z.string(),
  mostPopular: z.boolean(),
  contactEmail: z.string().optional(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;
export const pricingPlansSchema = z.array(pricingPlanSchema);

/** Proration result (spec §3). Amounts are in major units (dollars), negative for a credit; times in seconds. */
export const prorationResultSchema = z.object({
  currentPeriodStart: z.number().int(),
  currentPeriodEnd: z.number().int(),
  currency: z.string(),
  newPlanAmount: z.number(),
  prorationAmount: z.number(),
  /** The customer's balance: negative is credit the customer holds, positive is owed. */
  creditBalance: z.number(),
  prorationDate: z.number().int(),
  eligibleForFirstMonthFree: z.boolean(),
});
export type ProrationResult = z.infer<typeof prorationResultSchema>;

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

/** Customer default source (spec §3): `default_payment_method` is null when the customer has none. */
export const customerDefaultSourceSchema = z.object({
  id: z.string(),
  invoice_settings: z.object({
    default_payment_method: z.object({ id: z.string(), card: cardSchema.nullable() }).nullable(),
  }),
});
export type CustomerDefaultSource = z.infer<typeof customerDefaultSourceSchema>;

/** Additional seats (spec §3). */
export const additionalSeatsSchema = z.object({
  quantity: z.number().int().min(0),
  totalOrgUsers: z.number().int().min(0),
});
export type AdditionalSeats = z.infer<typeof additionalSeatsSchema>;

export const seatsProrationSchema = z.object({
  currentPeriodStart: z.number().int(),
  currentPeriodEnd: z.number().int(),
  currency: z.string(),
  seatPerUnitPrice: z.number(),
  prorationAmount: z.number(),
  creditBalance: z.number(),
  prorationDate: z.number().int(),
});
export type SeatsProration = z.infer<typeof seatsProrationSchema>;

const providerId = z.string().trim().min(1, 'An id is required').max(255);
const seatQuantity = z.coerce.number().int('Quantity must be a whole number').min(0).max(10_000);
const prorationDate = z.coerce.number().int().positive('prorationDate must be a Unix time in seconds');

export const subscriptionQuerySchema = z.object({ subscriptionId: providerId });
export const customerQuerySchema = z.object({ customerId: providerId });
export const seatsProrationQuerySchema = z.object({ subscriptionId: providerId, quantity: seatQuantity });
export const planProrationQuerySchema = z.object({ subscriptionId: providerId, newPlanId: providerId });

export const updateAdditionalSeatsRequestSchema = z.object({
  subscriptionId: providerId,
  quantity: seatQuantity,
  prorationDate,
});
export type UpdateAdditionalSeatsRequest = z.infer<typeof updateAdditionalSeatsRequestSchema>;

export const updateSubscriptionPlanRequestSchema = z.object({
  subscriptionId: providerId,
  newPlanId: providerId,
  prorationDate,
});
export type UpdateSubscriptionPlanRequest = z.infer<typeof updateSubscriptionPlanRequestSchema>;

/** The answer to a plan change: on success `user` is the fresh auth data that replaces the stored one. */
export const planUpdateResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  user: loginResponseSchema.optional(),
});
export type PlanUpdateResponse = z.infer<typeof planUpdateResponseSchema>;

export const seatsUpdateResponseSchema = z.object({
  status: z.literal('success'),
  quantity: z.number().int(),
});
export type SeatsUpdateResponse = z.infer<typeof seatsUpdateResponseSchema>;

const usageSchema = z.object({ usage: z.number().int(), limit: z.number().int().nullable() });

/** What the organization uses against its plan (`limit` null means unlimited). */
export const currentUsageSchema = z.object({
  plan: planTitleSchema.nullable(),
  users: usageSchema,
  workspaces: usageSchema,
  additionalSeats: z.number().int(),
});
export type CurrentUsage = z.infer<typeof currentUsageSchema>;

export const billingPortalResponseSchema = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;
