import {
  isRecord,
  ASSISTANT_TYPES,
  saveAssistantRequestSchema,
  type Assistant,
  type OpenAiAssistantDetails,
} from '@loomflow/core';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { ChatFlowRepository } from '../db/repositories/chatflow.repository.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import type { AssistantRow } from '../db/template-and-assistant.schema.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import { parse } from '../errors/validate.ts';
import { newId, nowIso } from '../util/clock.ts';
import {
  assistantTypeOf,
  customDetails,
  providerDetails,
  storedProviderDetails,
  toAssistant,
} from './assistant-details.ts';
import { assistantFlowData } from './assistant-flow.builder.ts';
import { AssistantRepository } from '../db/repositories/assistant.repository.ts';
import type { CheckedCustomAssistant, CustomAssistantChecks } from './custom-assistant.checks.ts';
import type { ProviderAssistants } from './provider-assistants.ts';

const listQuerySchema = z.object({ type: z.enum(ASSISTANT_TYPES).optional() });
const deleteQuerySchema = z.object({
  isDeleteBoth: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});

/** The ASSISTANT flow behind a custom assistant (same id, same workspace). */
function assistantFlowRow(
  row: AssistantRow,
  checked: CheckedCustomAssistant,
  createdDate: string,
): ChatFlowRow {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: checked.details.name,
    flowData: JSON.stringify(assistantFlowData(checked.details, checked.credentialId)),
    type: 'ASSISTANT',
    deployed: null,
    isPublic: null,
    apikeyid: null,
    chatbotConfig: null,
    apiConfig: null,
    analytic: null,
    speechToText: null,
    followUpPrompts: null,
    category: null,
    createdDate,
    updatedDate: row.updatedDate,
  };
}

/**
 * `/assistants`: CUSTOM assistants (kept with the agentflow that runs them, written together in one transaction)
 * and OPENAI / AZURE ones (saved at the provider first; the row changes only when the provider accepted it).
 */
export class AssistantService {
  private readonly assistants: AssistantRepository;

  constructor(
    private readonly db: Db,
    private readonly customChecks: CustomAssistantChecks,
    private readonly providers: ProviderAssistants,
  ) {
    this.assistants = new AssistantRepository(db);
  }

  async list(workspaceId: string, query: unknown): Promise<Assistant[]> {
    const { type } = parse(listQuerySchema, query);
    return (await this.assistants.list(workspaceId, type)).map(toAssistant);
  }

  async get(workspaceId: string, id: string): Promise<Assistant> {
    return toAssistant(await this.require(workspaceId, id));
  }

  /** The row itself (for the chat and the proxy routes). */
  async require(workspaceId: string, id: string): Promise<AssistantRow> {
    const row = await this.assistants.find(workspaceId, id);
    if (!row) throw notFound(`Assistant ${id} not found`);
    return row;
  }

  async create(workspaceId: string, body: unknown): Promise<Assistant> {
    const request = parse(saveAssistantRequestSchema, body);
    const now = nowIso();
    const base = {
      id: newId(),
      workspaceId,
      iconSrc: request.iconSrc ?? null,
      type: request.type,
      createdDate: now,
      updatedDate: now,
    };
    if (request.type === 'CUSTOM') {
      const checked = await this.customChecks.check(
        workspaceId,
        customDetails(request.details),
        request.credential,
      );
      const row: AssistantRow = {
        ...base,
        details: JSON.stringify(checked.details),
        credential: checked.credentialId,
      };
      await this.db.transaction().execute(async (trx) => {
        await new AssistantRepository(trx).create(row);
        await new ChatFlowRepository(trx).create(assistantFlowRow(row, checked, now));
      });
      return toAssistant(row);
    }
    const credentialId = await this.providers.requireCredential(
      workspaceId,
      request.type,
      request.credential,
    );
    const details = providerDetails(request.details);
    const saved = await this.providers.save(workspaceId, request.type, credentialId, details);
    const row: AssistantRow = { ...base, details: JSON.stringify(saved), credential: credentialId };
    await this.assistants.create(row);
    return toAssistant(row);
  }

  async update(workspaceId: string, id: string, body: unknown): Promise<Assistant> {
    const current = await this.require(workspaceId, id);
    const type = assistantTypeOf(current);
    const request = parse(saveAssistantRequestSchema, { type, ...(isRecord(body) ? body : {}) });
    if (request.type !== type)
      throw badRequest(`An assistant cannot change its type (${type}): create a new assistant instead`);
    const updatedDate = nowIso();
    const iconSrc = request.iconSrc === undefined ? current.iconSrc : request.iconSrc;
    if (type === 'CUSTOM') {
      const checked = await this.customChecks.check(
        workspaceId,
        customDetails(request.details),
        request.credential === undefined ? current.credential : request.credential,
      );
      const row: AssistantRow = {
        ...current,
        details: JSON.stringify(checked.details),
        credential: checked.credentialId,
        iconSrc,
        updatedDate,
      };
      await this.db.transaction().execute(async (trx) => {
        await new AssistantRepository(trx).update(workspaceId, id, {
          details: row.details,
          credential: row.credential,
          iconSrc,
          updatedDate,
        });
        const flows = new ChatFlowRepository(trx);
        const flow = assistantFlowRow(row, checked, current.createdDate);
        const rewritten = await flows.update(workspaceId, id, {
          name: flow.name,
          flowData: flow.flowData,
          type: 'ASSISTANT',
          updatedDate,
        });
        if (!rewritten) await flows.create(flow);
      });
      return toAssistant(row);
    }
    const credentialId = await this.providers.requireCredential(
      workspaceId,
      type,
      request.credential === undefined ? current.credential : request.credential,
    );
    const stored = storedProviderDetails(current);
    const details: OpenAiAssistantDetails = { ...providerDetails(request.details), id: stored.id };
    const saved = await this.providers.save(workspaceId, type, credentialId, details);
    const changes = { details: JSON.stringify(saved), credential: credentialId, iconSrc, updatedDate };
    if (!(await this.assistants.update(workspaceId, id, changes)))
      throw notFound(`Assistant ${id} not found`);
    return toAssistant({ ...current, ...changes });
  }

  /** Deletes the row (and a custom assistant's flow); with `isDeleteBoth`, the provider's assistant first. */
  async delete(workspaceId: string, id: string, query: unknown): Promise<void> {
    const { isDeleteBoth } = parse(deleteQuerySchema, query);
    const current = await this.require(workspaceId, id);
    const type = assistantTypeOf(current);
    if (type === 'CUSTOM') {
      await this.db.transaction().execute(async (trx) => {
        await new AssistantRepository(trx).delete(workspaceId, id);
        const flows = new ChatFlowRepository(trx);
        const flow = await flows.find(workspaceId, id);
        if (flow?.type === 'ASSISTANT') await flows.delete(workspaceId, id);
      });
      return;
    }
    if (isDeleteBoth) {
      const providerId = storedProviderDetails(current).id;
      if (providerId !== undefined) {
        const credentialId = await this.providers.requireCredential(workspaceId, type, current.credential);
        await this.providers.remove(workspaceId, type, credentialId, providerId);
      }
    }
    await this.assistants.delete(workspaceId, id);
  }
}
