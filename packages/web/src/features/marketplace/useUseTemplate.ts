import { errorMessage } from '@loomflow/core';
import type { MarketplaceTemplate } from '@loomflow/core';
import { useNavigate } from 'react-router';
import { PATHS } from '../../constants/paths.ts';
import { notify } from '../../ui/notify.ts';
import { useAccess } from '../auth/useAccess.ts';
import { canvasPathOf } from '../flows/flow-list.ts';
import { useFlowMutations } from '../flows/useFlowMutations.ts';
import { useCreateTool } from '../tools/useTools.ts';
import { createPermissionOf, flowTypeOf, templateToolOf } from './template-model.ts';

export interface UseTemplate {
  /** Whether the user may create what the template makes (a flow of its type, or a tool). */
  readonly canUse: (template: MarketplaceTemplate) => boolean;
  /** Creates the flow (then opens its canvas) or the tool (then opens /tools). */
  readonly use: (template: MarketplaceTemplate) => Promise<void>;
  readonly busy: boolean;
}

/** "Use Template": a flow template becomes a new flow of the workspace, a tool template a new tool. */
export function useUseTemplate(): UseTemplate {
  const navigate = useNavigate();
  const { can } = useAccess();
  const { create } = useFlowMutations();
  const createTool = useCreateTool();

  const use = async (template: MarketplaceTemplate) => {
    try {
      const flowType = flowTypeOf(template.type);
      if (flowType !== null) {
        const created = await create.mutateAsync({
          name: template.templateName,
          type: flowType,
          flowData: template.flowData,
        });
        notify.success(`Created "${created.name}" from the template`);
        void navigate(canvasPathOf(created.type, created.id));
        return;
      }
      const tool = templateToolOf(template);
      if (!tool) throw new Error('the template does not hold a readable tool');
      const created = await createTool.mutateAsync(tool);
      notify.success(`Tool "${created.name}" added to your tools`);
      void navigate(PATHS.tools);
    } catch (error: unknown) {
      notify.error(`Failed to use the template: ${errorMessage(error)}`);
    }
  };

  return {
    canUse: (template) => can(createPermissionOf(template.type)),
    use,
    busy: create.isPending || createTool.isPending,
  };
}
