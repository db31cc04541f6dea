import {
  parseFlowData,
  type PlatformType,
  sanitizeFlowForExport,
  type MarketplaceTemplate,
  type saveCustomTemplateRequestSchema,
  type TemplateType,
} from '@loomflow/core';
import type { z } from 'zod';
import type { ChatFlowRepository } from '../db/repositories/chatflow.repository.ts';
import type { CustomTemplateRow } from '../db/template-and-assistant.schema.ts';
import { badRequest, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { callerHolds, requireFlowPermission } from '../services/chatflow-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { builtInTemplates } from './built-in-templates.ts';
import type { CustomTemplateRepository } from './custom-template.repository.ts';
import { categoriesOf, FRAMEWORK_OF_TYPE, TEMPLATE_TYPE_OF_FLOW } from './template-categories.ts';

export type SaveCustomTemplate = z.output<typeof saveCustomTemplateRequestSchema>;

const TEMPLATE_TYPES: readonly TemplateType[] = ['Chatflow', 'Agentflow', 'AgentflowV2', 'Tool'];

function isTemplateType(value: string | null): value is TemplateType {
  return TEMPLATE_TYPES.some((type) => type === value);
}

/** The stored use cases (JSON text of a string list); anything else reads as none. */
function usecasesOf(text: string | null): string[] {
  if (text === null || text === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function flowCategories(flowData: string): string[] {
  const parsed = parseFlowData(flowData);
  return parsed.ok ? categoriesOf(parsed.flowData.nodes) : [];
}

/** A stored custom template in the marketplace's shape (templateName = its name). */
export function customTemplateView(row: CustomTemplateRow): MarketplaceTemplate {
  const type: TemplateType = isTemplateType(row.type) ? row.type : 'Chatflow';
  return {
    id: row.id,
    templateName: row.name,
    description: row.description ?? '',
    type,
    flowData: row.flowData,
    badge: row.badge,
    framework: row.framework === null || row.framework === '' ? [] : [row.framework],
    usecases: usecasesOf(row.usecases),
    categories: type === 'Tool' ? [] : flowCategories(row.flowData),
    workspaceId: row.workspaceId,
    createdDate: row.createdDate,
  };
}

/**
 * The marketplace: Loomflow's built-in templates and the workspace's own ("Save as template" from a flow, whose
 * flowData is sanitised as an export is, or from a tool). Names may repeat, as in Flowise: templates are told
 * apart by id, and a team may keep variants under one name.
 */
export class MarketplaceService {
  constructor(
    private readonly templates: CustomTemplateRepository,
    private readonly chatflows: Pick<ChatFlowRepository, 'find'>,
    private readonly platform: PlatformType,
  ) {}

  builtIn(): readonly MarketplaceTemplate[] {
    return builtInTemplates();
  }

  async listCustom(workspaceId: string): Promise<MarketplaceTemplate[]> {
    return (await this.templates.list(workspaceId)).map(customTemplateView);
  }

  /**
   * Saves a template. Either export permission opens the route; the kind saved needs its own (a flow
   * templates:flowexport and the right to view that flow, a tool templates:toolexport).
   */
  async saveCustom(
    caller: RequestAccess,
    workspaceId: string,
    request: SaveCustomTemplate,
  ): Promise<MarketplaceTemplate> {
    const needed = request.tool === undefined ? 'templates:flowexport' : 'templates:toolexport';
    if (!callerHolds(caller, this.platform, [needed]))
      throw forbidden(
        `Saving a ${request.tool === undefined ? 'flow' : 'tool'} as a template needs the ${needed} permission`,
      );
    const { type, flowData } = await this.contentOf(caller, workspaceId, request);
    const now = nowIso();
    const row: CustomTemplateRow = {
      id: newId(),
      workspaceId,
      name: request.name,
      flowData,
      description: request.description,
      badge:
        request.badge === undefined || request.badge === null || request.badge.trim() === ''
          ? null
          : request.badge.trim(),
      framework: FRAMEWORK_OF_TYPE[type],
      usecases: JSON.stringify(request.usecases),
      type,
      createdDate: now,
      updatedDate: now,
    };
    await this.templates.create(row);
    return customTemplateView(row);
  }

  async deleteCustom(workspaceId: string, id: string): Promise<void> {
    if (!(await this.templates.delete(workspaceId, id)))
      throw notFound(`Custom template ${id} not found in this workspace`);
  }

  private async contentOf(
    caller: RequestAccess,
    workspaceId: string,
    request: SaveCustomTemplate,
  ): Promise<{ type: TemplateType; flowData: string }> {
    if (request.tool !== undefined) {
      const { name, description, color, iconSrc, schema, func } = request.tool;
      return {
        type: 'Tool',
        flowData: JSON.stringify({ name, description, color, iconSrc: iconSrc ?? null, schema, func }),
      };
    }
    const flowId = request.chatflowId ?? '';
    const flow = await this.chatflows.find(workspaceId, flowId);
    if (!flow) throw notFound(`Flow ${flowId} not found in this workspace`);
    if (flow.type === 'ASSISTANT')
      throw badRequest('An assistant cannot be saved as a template: save a chatflow or an agentflow instead');
    if (flow.type !== 'CHATFLOW' && flow.type !== 'MULTIAGENT' && flow.type !== 'AGENTFLOW')
      throw badRequest(`Flow ${flowId} has the unknown type ${flow.type} and cannot be saved as a template`);
    requireFlowPermission(caller, this.platform, flow.type, 'view');
    const parsed = parseFlowData(flow.flowData);
    if (!parsed.ok)
      throw badRequest(
        `Flow ${flowId} cannot be saved as a template: its flowData is not a flow (${parsed.issues[0]?.message ?? 'unreadable'})`,
      );
    return {
      type: TEMPLATE_TYPE_OF_FLOW[flow.type],
      flowData: JSON.stringify(sanitizeFlowForExport(parsed.flowData)),
    };
  }
}
