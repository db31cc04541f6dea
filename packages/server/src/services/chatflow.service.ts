import {
  AUTH_MESSAGES,
  FLOW_MESSAGES,
  flowPermissionArea,
  type Chatflow,
  type ChatflowChange,
  type ChatflowPage,
  type ChatflowType,
  type chatflowListQuerySchema,
  type createChatflowRequestSchema,
  type PlatformType,
  type updateChatflowRequestSchema,
} from '@loomflow/core';
import { checkFlowData } from '@loomflow/nodes';
import type { z } from 'zod';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatFlowChanges } from '../db/repositories/chatflow.repository.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { allowedFlowTypes, requireFlowPermission } from './chatflow-access.ts';

type CreateChatflow = z.output<typeof createChatflowRequestSchema>;
type UpdateChatflow = z.output<typeof updateChatflowRequestSchema>;
type ListQuery = z.output<typeof chatflowListQuerySchema>;

/** At most this many problems are listed in a refused save. */
const MAX_LISTED_ISSUES = 50;

/** A save without a version read again this many times when other saves keep coming between read and write. */
const MAX_SAVE_ATTEMPTS = 3;

const bool = (value: number | null): boolean | null => (value === null ? null : value === 1);
const bit = (value: boolean | null | undefined): number | null | undefined =>
  value === undefined || value === null ? value : value ? 1 : 0;

export function toChatflow(row: ChatFlowRow): Chatflow {
  return {
    id: row.id,
    name: row.name,
    flowData: row.flowData,
    type: isFlowType(row.type) ? row.type : 'CHATFLOW',
    deployed: bool(row.deployed),
    isPublic: bool(row.isPublic),
    apikeyid: row.apikeyid,
    chatbotConfig: row.chatbotConfig,
    apiConfig: row.apiConfig,
    analytic: row.analytic,
    speechToText: row.speechToText,
    followUpPrompts: row.followUpPrompts,
    category: row.category,
    workspaceId: row.workspaceId,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

function isFlowType(type: string): type is ChatflowType {
  return type === 'CHATFLOW' || type === 'MULTIAGENT' || type === 'AGENTFLOW' || type === 'ASSISTANT';
}

/** A new version stamp, always later than the previous one (two saves in one millisecond stay distinct). */
export function nextVersion(previous: string | undefined, now: string = nowIso()): string {
  if (previous === undefined || now > previous) return now;
  const last = Date.parse(previous);
  return Number.isNaN(last) ? now : new Date(last + 1).toISOString();
}

/** A refused save: 400 naming the first problem, with every problem (up to 50) in `issues`. */
function checkFlow(flowData: string, type: ChatflowType): void {
  const check = checkFlowData(flowData, type);
  if (check.ok) return;
  const [first] = check.issues;
  const more = check.issues.length > 1 ? ` (and ${check.issues.length - 1} more)` : '';
  throw badRequest(`${FLOW_MESSAGES.invalidFlow}: ${first?.message ?? 'invalid flow data'}${more}`, {
    issues: check.issues.slice(0, MAX_LISTED_ISSUES).map(({ path, message }) => ({ path, message })),
  });
}

/** Flows of a workspace: CRUD with validation against the node definitions and optimistic concurrency. */
export class ChatflowService {
  constructor(
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
  ) {}

  async list(
    caller: RequestAccess,
    workspaceId: string,
    query: ListQuery,
  ): Promise<Chatflow[] | ChatflowPage> {
    const allowed = allowedFlowTypes(caller, this.platform, 'view');
    if (query.type !== undefined && !allowed.includes(query.type)) throw forbidden(AUTH_MESSAGES.forbidden);
    const filter = { types: query.type === undefined ? allowed : [query.type], search: query.search };
    const { page, limit } = query;
    const sort = query.sort ?? 'updatedDate';
    const order = { sort, order: query.order ?? (sort === 'name' ? 'asc' : 'desc') } as const;
    if (page !== undefined && limit !== undefined && page > 0 && limit > 0) {
      const [rows, total] = await Promise.all([
        this.repos.chatflows.list(workspaceId, filter, { offset: (page - 1) * limit, limit }, order),
        this.repos.chatflows.count(workspaceId, filter),
      ]);
      return { data: rows.map(toChatflow), total };
    }
    return (await this.repos.chatflows.list(workspaceId, filter, undefined, order)).map(toChatflow);
  }

  /** A flow of the workspace the caller may see (404 when absent, 403 for a type they may not view). */
  async get(caller: RequestAccess, workspaceId: string, id: string): Promise<Chatflow> {
    const row = await this.find(workspaceId, id);
    requireFlowPermission(caller, this.platform, toChatflow(row).type, 'view');
    return toChatflow(row);
  }

  async hasChanged(
    caller: RequestAccess,
    workspaceId: string,
    id: string,
    lastUpdatedDateTime: string,
  ): Promise<ChatflowChange> {
    const flow = await this.get(caller, workspaceId, id);
    return { hasChanged: flow.updatedDate !== lastUpdatedDateTime };
  }

  async create(caller: RequestAccess, workspaceId: string, request: CreateChatflow): Promise<Chatflow> {
    requireFlowPermission(caller, this.platform, request.type, 'create');
    checkFlow(request.flowData, request.type);
    await this.checkApiKey(workspaceId, request.apikeyid);
    const now = nowIso();
    const row: ChatFlowRow = {
      id: newId(),
      workspaceId,
      name: request.name,
      flowData: request.flowData,
      type: request.type,
      deployed: bit(request.deployed) ?? null,
      isPublic: bit(request.isPublic) ?? null,
      apikeyid: request.apikeyid ?? null,
      chatbotConfig: request.chatbotConfig ?? null,
      apiConfig: request.apiConfig ?? null,
      analytic: request.analytic ?? null,
      speechToText: request.speechToText ?? null,
      followUpPrompts: request.followUpPrompts ?? null,
      category: request.category ?? null,
      createdDate: now,
      updatedDate: now,
    };
    await this.repos.chatflows.create(row);
    return toChatflow(row);
  }

  /**
   * Saves changes. With `updatedDate` (the version the editor loaded) and without `overwrite`, a flow changed
   * since is refused with 409, and nothing is written. The answer is the row read before the save with the
   * changes written: the write only lands on the version read (every save moves it on), so no read follows it.
   */
  async update(
    caller: RequestAccess,
    workspaceId: string,
    id: string,
    request: UpdateChatflow,
  ): Promise<Chatflow> {
    for (let attempt = 1; ; attempt += 1) {
      const current = await this.findForSave(workspaceId, id, request.flowData);
      const saved = await this.saveOver(caller, current, request, attempt < MAX_SAVE_ATTEMPTS);
      if (saved) return saved;
    }
  }

  /**
   * Checks and writes `request` over the row `currentRow`. Answers the saved flow, or undefined when another save
   * came between the read and the write of a request without a version and `retry` is allowed (the caller reads
   * again); the last attempt writes whatever the version and reads the row back.
   */
  private async saveOver(
    caller: RequestAccess,
    currentRow: ChatFlowRow,
    request: UpdateChatflow,
    retry: boolean,
  ): Promise<Chatflow | undefined> {
    const { workspaceId, id } = currentRow;
    const current = toChatflow(currentRow);
    const type = request.type ?? current.type;
    requireFlowPermission(caller, this.platform, current.type, 'update');
    if (flowPermissionArea(type) !== flowPermissionArea(current.type)) {
      requireFlowPermission(caller, this.platform, type, 'update');
    }
    const checkVersion = request.updatedDate !== undefined && request.overwrite !== true;
    if (checkVersion && request.updatedDate !== current.updatedDate) throw conflict(FLOW_MESSAGES.conflict);
    if (request.flowData !== undefined || request.type !== undefined) {
      checkFlow(request.flowData ?? current.flowData, type);
    }
    await this.checkApiKey(workspaceId, request.apikeyid);
    const changes = this.changes(request, nextVersion(current.updatedDate));
    const onVersion = checkVersion || retry ? current.updatedDate : undefined;
    if (await this.repos.chatflows.update(workspaceId, id, changes, onVersion)) {
      return onVersion === undefined
        ? toChatflow(await this.find(workspaceId, id))
        : toChatflow({ ...currentRow, ...changes });
    }
    if ((await this.repos.chatflows.version(workspaceId, id)) === undefined) throw this.missing(id);
    if (checkVersion) throw conflict(FLOW_MESSAGES.conflict);
    return undefined;
  }

  async delete(caller: RequestAccess, workspaceId: string, id: string): Promise<void> {
    const current = toChatflow(await this.find(workspaceId, id));
    requireFlowPermission(caller, this.platform, current.type, 'delete');
    if (!(await this.repos.chatflows.delete(workspaceId, id))) throw this.missing(id);
  }

  /** Flows of the workspace the caller may see, newest first (for pickers such as Execute Flow). */
  async listVisible(caller: RequestAccess, workspaceId: string): Promise<Chatflow[]> {
    const types = allowedFlowTypes(caller, this.platform, 'view');
    return (await this.repos.chatflows.list(workspaceId, { types })).map(toChatflow);
  }

  private changes(request: UpdateChatflow, updatedDate: string): ChatFlowChanges {
    const changes: ChatFlowChanges = { updatedDate };
    if (request.name !== undefined) changes.name = request.name;
    if (request.flowData !== undefined) changes.flowData = request.flowData;
    if (request.type !== undefined) changes.type = request.type;
    if (request.deployed !== undefined) changes.deployed = bit(request.deployed);
    if (request.isPublic !== undefined) changes.isPublic = bit(request.isPublic);
    if (request.apikeyid !== undefined) changes.apikeyid = request.apikeyid;
    if (request.chatbotConfig !== undefined) changes.chatbotConfig = request.chatbotConfig;
    if (request.apiConfig !== undefined) changes.apiConfig = request.apiConfig;
    if (request.analytic !== undefined) changes.analytic = request.analytic;
    if (request.speechToText !== undefined) changes.speechToText = request.speechToText;
    if (request.followUpPrompts !== undefined) changes.followUpPrompts = request.followUpPrompts;
    if (request.category !== undefined) changes.category = request.category;
    return changes;
  }

  /** A flow's API key must be one of its workspace's keys. */
  private async checkApiKey(workspaceId: string, apikeyid: string | null | undefined): Promise<void> {
    if (!apikeyid) return;
    if (!(await this.repos.apiKeys.find(workspaceId, apikeyid))) {
      throw badRequest(`API key ${apikeyid} is not a key of this workspace`);
    }
  }

  /**
   * The flow a save starts from. A save that replaces the graph does not read the stored one (the large column):
   * the row carries the new graph, which the save checks and writes.
   */
  private async findForSave(
    workspaceId: string,
    id: string,
    flowData: string | undefined,
  ): Promise<ChatFlowRow> {
    if (flowData === undefined) return this.find(workspaceId, id);
    const row = await this.repos.chatflows.findWithoutFlowData(workspaceId, id);
    if (!row) throw this.missing(id);
    return { ...row, flowData };
  }

  private async find(workspaceId: string, id: string): Promise<ChatFlowRow> {
    const row = await this.repos.chatflows.find(workspaceId, id);
    if (!row) throw this.missing(id);
    return row;
  }

  private missing(id: string) {
    return notFound(`Chatflow ${id} not found`);
  }
}
