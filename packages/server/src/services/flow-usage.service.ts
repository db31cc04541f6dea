import type { FlowUsage } from '@loomflow/core';
import type { FlowMention, FlowUsageRepository } from '../db/repositories/flow-usage.repository.ts';

function usage(mentions: readonly FlowMention[], uses: (flowData: string) => boolean): FlowUsage {
  return {
    flows: mentions
      .filter((flow) => uses(flow.flowData))
      .map((flow) => ({ id: flow.id, name: flow.name, type: flow.type })),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Which flows use a credential, variable or tool, asked before deleting it. Flows name credentials and tools by
 * id (`data.credential`, `FLOWISE_CREDENTIAL_ID`, a tool node's selected tool), and variables as `$vars.name`
 * (`{{ $vars.name }}` in text, `$vars.name` or `$vars['name']` in code).
 */
export class FlowUsageService {
  constructor(private readonly flows: FlowUsageRepository) {}

  async byId(workspaceId: string, id: string): Promise<FlowUsage> {
    return usage(await this.flows.flowsMentioning(workspaceId, id), (flowData) => flowData.includes(id));
  }

  async byVariable(workspaceId: string, name: string): Promise<FlowUsage> {
    const quoted = escapeRegExp(name);
    const reference = new RegExp(`\\$vars(?:\\.${quoted}(?![A-Za-z0-9_])|\\[\\\\?['"]${quoted}\\\\?['"]\\])`);
    return usage(await this.flows.flowsMentioning(workspaceId, name), (flowData) => reference.test(flowData));
  }
}
