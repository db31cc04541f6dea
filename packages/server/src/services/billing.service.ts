import {
  planChangeBlock,
  type AdditionalSeats,
  type CurrentUsage,
  type CustomerDefaultSource,
  type LoginResponse,
  type PlatformType,
  type PricingPlan,
  type ProrationResult,
  type SeatsProration,
  type UpdateAdditionalSeatsRequest,
  type UpdateSubscriptionPlanRequest,
} from '@loomflow/core';
import type { BillingConfig } from '../config/billing-config.ts';
import type { BillingProvider } from '../billing/billing-provider.ts';
import { PLAN_LIMITS, planOfProduct, pricingPlans } from '../billing/pricing-plans.ts';
import type { Db } from '../db/database.ts';
import { OrganizationBillingRepository } from '../db/repositories/organization-billing.repository.ts';
import type { OrganizationRow } from '../db/schema.ts';
import { AppError, conflict, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { nowIso } from '../util/clock.ts';
import type { AuthUserService } from './auth-user.service.ts';

const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * Cloud plans and billing: who may see and change what (organization admins, their own organization's
 * subscription only), the plan-change rules of spec §5, and the provider calls behind them.
 */
export class BillingService {
  private readonly repo: OrganizationBillingRepository;

  constructor(
    db: Db,
    private readonly platform: PlatformType,
    private readonly config: BillingConfig,
    private readonly provider: BillingProvider | undefined,
    private readonly authUsers: AuthUserService,
  ) {
    this.repo = new OrganizationBillingRepository(db);
  }

  /** The provider, or why billing cannot answer here: 404 off cloud, 503 on a cloud without Stripe. */
  private requireProvider(): BillingProvider {
    if (this.platform !== 'cloud') throw notFound('Plans and billing exist on Loomflow Cloud only.');
    if (!this.provider) {
      throw new AppError(
        503,
        'Billing is not configured on this server: the administrator must set STRIPE_SECRET_KEY and the plan price ids (see docs/operations.md, Billing).',
      );
    }
    return this.provider;
  }

  private async organizationOf(caller: RequestAccess): Promise<OrganizationRow> {
    const organization = caller.organizationId
      ? await this.repo.findOrganization(caller.organizationId)
      : undefined;
    if (!organization) throw forbidden('You belong to no organization.');
    return organization;
  }

  private requireAdmin(caller: RequestAccess): void {
    if (!caller.isGlobal) throw forbidden('Only organization admins can manage plans and billing.');
  }

  /** The caller's organization when `subscriptionId` is its subscription; 404 for anyone else's. */
  private async ownSubscription(caller: RequestAccess, subscriptionId: string): Promise<OrganizationRow> {
    const organization = await this.organizationOf(caller);
    if (!organization.subscriptionId || organization.subscriptionId !== subscriptionId) {
      throw notFound(SUBSCRIPTION_NOT_FOUND);
    }
    return organization;
  }

  async pricing(): Promise<PricingPlan[]> {
    const provider = this.requireProvider();
    return pricingPlans(await provider.planPrices(), this.config.contactEmail);
  }

  async additionalSeats(caller: RequestAccess, subscriptionId: string): Promise<AdditionalSeats> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    const organization = await this.ownSubscription(caller, subscriptionId);
    const subscription = await provider.subscription(subscriptionId);
    return {
      quantity: subscription.additionalSeats,
      totalOrgUsers: await this.repo.countUsers(organization.id),
    };
  }

  async customerDefaultSource(caller: RequestAccess, customerId: string): Promise<CustomerDefaultSource> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    const organization = await this.organizationOf(caller);
    if (!organization.customerId || organization.customerId !== customerId)
      throw notFound(CUSTOMER_NOT_FOUND);
    return provider.customerDefaultSource(customerId);
  }

  async seatsProration(
    caller: RequestAccess,
    subscriptionId: string,
    quantity: number,
  ): Promise<SeatsProration> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    await this.ownSubscription(caller, subscriptionId);
    return provider.previewSeats(subscriptionId, quantity);
  }

  async updateSeats(caller: RequestAccess, request: UpdateAdditionalSeatsRequest): Promise<void> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    const organization = await this.ownSubscription(caller, request.subscriptionId);
    const subscription = await provider.subscription(request.subscriptionId);
    const prices = await provider.planPrices();
    const plan = planOfProduct(prices, subscription.productId);
    if (plan !== 'Pro' && request.quantity > 0) {
      throw conflict('Additional seats come with the Pro plan: change to Pro first.');
    }
    const users = await this.repo.countUsers(organization.id);
    const needed = Math.max(0, users - PLAN_LIMITS[plan ?? 'Starter'].users);
    if (request.quantity < needed) {
      throw conflict(
        `Your ${users} users need ${needed} additional seats: remove users before removing seats.`,
      );
    }
    await provider.updateSeats(request.subscriptionId, request.quantity, request.prorationDate);
  }

  async planProration(
    caller: RequestAccess,
    subscriptionId: string,
    newPlanId: string,
  ): Promise<ProrationResult> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    await this.ownSubscription(caller, subscriptionId);
    return provider.previewPlanChange(subscriptionId, newPlanId);
  }

  /**
   * Changes the plan when the rules of spec §5 allow it (409 with their message otherwise), records the new
   * product on the organization and answers with the fresh auth data.
   */
  async changePlan(
    caller: RequestAccess,
    request: UpdateSubscriptionPlanRequest,
    token: string,
  ): Promise<LoginResponse> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    const userId = caller.userId;
    if (!userId) throw forbidden('Sign in to change the plan.');
    const organization = await this.ownSubscription(caller, request.subscriptionId);
    const subscription = await provider.subscription(request.subscriptionId);
    const block = planChangeBlock(
      { quantity: subscription.additionalSeats, totalOrgUsers: await this.repo.countUsers(organization.id) },
      await this.repo.countWorkspaces(organization.id),
    );
    if (block) throw conflict(block);
    const changed = await provider.changePlan(
      request.subscriptionId,
      request.newPlanId,
      request.prorationDate,
    );
    await this.repo.setBillingIds(organization.id, { productId: changed.productId }, nowIso());
    const { user, features } = await this.authUsers.build(userId);
    return { ...user, token, features };
  }

  async currentUsage(caller: RequestAccess): Promise<CurrentUsage> {
    const provider = this.requireProvider();
    const organization = await this.organizationOf(caller);
    const users = await this.repo.countUsers(organization.id);
    const workspaces = await this.repo.countWorkspaces(organization.id);
    const plan = organization.productId
      ? planOfProduct(await provider.planPrices(), organization.productId)
      : null;
    const additionalSeats =
      organization.subscriptionId && caller.isGlobal
        ? (await provider.subscription(organization.subscriptionId)).additionalSeats
        : 0;
    const limits = PLAN_LIMITS[plan ?? 'Starter'];
    return {
      plan,
      users: { usage: users, limit: limits.users + additionalSeats },
      workspaces: { usage: workspaces, limit: limits.workspaces },
      additionalSeats,
    };
  }

  async portalUrl(caller: RequestAccess): Promise<string> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    const organization = await this.organizationOf(caller);
    if (!organization.customerId) throw conflict('Your organization has no billing account yet.');
    return provider.portalUrl(organization.customerId, this.config.portalReturnUrl);
  }

  async cancelSubscription(caller: RequestAccess): Promise<void> {
    const provider = this.requireProvider();
    this.requireAdmin(caller);
    const organization = await this.organizationOf(caller);
    if (!organization.subscriptionId) throw conflict('Your organization has no subscription to cancel.');
    await provider.cancelSubscription(organization.subscriptionId);
    await this.repo.setBillingIds(organization.id, { productId: '' }, nowIso());
  }

  /**
   * Gives the organization a new cloud user owns its billing account and Starter subscription. Does nothing
   * off cloud, without a provider, or when the organization already has one.
   */
  async provisionOwner(userId: string, owner: { email: string; name: string }): Promise<boolean> {
    if (this.platform !== 'cloud' || !this.provider) return false;
    const organizationId = await this.repo.ownedOrganizationId(userId);
    const organization = organizationId ? await this.repo.findOrganization(organizationId) : undefined;
    if (!organization || organization.customerId) return false;
    const provisioned = await this.provider.provision({ ...owner, organizationId: organization.id });
    await this.repo.setBillingIds(organization.id, provisioned, nowIso());
    return true;
  }
}
