import type { CustomToolRecord, NodeRunContext } from '../../runtime/node-executor.ts';
import { textOf } from '../../agentflow/runtime-shared/input-guards.ts';

/**
 * Loomflow's note of the chosen tool's name beside Flowise's `selectedTool` id (Flowise ignores it): a flow
 * imported from another workspace, whose id is not a tool here, runs the same-named tool of this workspace.
 */
export const SELECTED_TOOL_NAME = 'selectedToolName';

/**
 * The workspace tool a Custom Tool config names: by its `selectedTool` id, else by the name noted at pick time;
 * an error naming the node (and the tool) when neither is in this workspace.
 */
export async function resolveCustomTool(
  config: Readonly<Record<string, unknown>>,
  context: Pick<NodeRunContext, 'nodeLabel' | 'services'>,
): Promise<CustomToolRecord> {
  const where = `Custom Tool in "${context.nodeLabel}"`;
  const toolId = textOf(config.selectedTool).trim();
  const name = textOf(config[SELECTED_TOOL_NAME]).trim();
  if (toolId === '' && name === '')
    throw new Error(`${where}: no tool is selected; choose one in Select Tool.`);
  const store = context.services.customTools;
  const byId = toolId === '' ? undefined : await store.get(toolId);
  if (byId) return byId;
  const byName = name === '' || !store.findByName ? undefined : await store.findByName(name);
  if (byName) return byName;
  const named = name === '' ? `the tool ${toolId}` : `the tool "${name}" (${toolId || 'no id'})`;
  throw new Error(
    `${where}: ${named} does not exist in this workspace; create it on the Tools screen or choose another in Select Tool.`,
  );
}
