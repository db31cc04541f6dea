import { createLeadRequestSchema, type Lead, type PlatformType } from '@loomflow/core';
import { z } from 'zod';
import type { Repositories } from '../db/repositories/index.ts';
import type { LeadRepository, LeadRow } from '../db/repositories/lead.repository.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { requireFlowPermission } from './chatflow-access.ts';
import { toChatflow } from './chatflow.service.ts';
import { hasControlCharacters, type PublicCaller, type PublicFlowAccess } from './public-flow-access.ts';

const emailSchema = z.email();

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    chatflowid: row.chatflowid,
    chatId: row.chatId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdDate: row.createdDate,
  };
}

function filled(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Contact details left through a chat's lead capture form (Flowise's `lead`). */
export class LeadService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly repos: Repositories,
    private readonly access: PublicFlowAccess,
    private readonly platform: PlatformType,
  ) {}

  /** `POST /leads`: at least one of name, email and phone; the email must be one. */
  async create(body: unknown, caller: PublicCaller): Promise<Lead> {
    const request = createLeadRequestSchema.parse(body);
    const name = filled(request.name);
    const email = filled(request.email);
    const phone = filled(request.phone);
    if (!name && !email && !phone)
      throw badRequest('A lead needs at least one of name, email or phone: all three are empty');
    if (email && !emailSchema.safeParse(email).success)
      throw badRequest(`"${email.slice(0, 100)}" is not a valid email address (expected name@example.com)`);
    const flow = await this.access.open(request.chatflowid, caller);
    const row: LeadRow = {
      id: newId(),
      workspaceId: flow.workspaceId,
      chatflowid: flow.id,
      chatId: request.chatId,
      name,
      email,
      phone,
      createdDate: nowIso(),
    };
    await this.leads.create(row);
    return toLead(row);
  }

  /** `GET /leads/{flowId}`: a flow of the caller's workspace, with the flow type's view permission. */
  async list(caller: RequestAccess, workspaceId: string, flowId: string): Promise<Lead[]> {
    const flow = hasControlCharacters(flowId)
      ? undefined
      : await this.repos.chatflows.find(workspaceId, flowId);
    if (!flow) throw notFound(`Chatflow ${flowId} not found`);
    requireFlowPermission(caller, this.platform, toChatflow(flow).type, 'view');
    return (await this.leads.list(workspaceId, flow.id)).map(toLead);
  }
}
