import type { NodeName } from '../../node-registry.ts';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { calculatorBuilder } from '../calculator/build-tool.ts';
import { agentAsToolBuilder, chatflowToolBuilder } from '../chatflow-tool/build-tool.ts';
import { currentDateTimeBuilder } from '../current-date-time/build-tool.ts';
import { customToolBuilder } from '../custom-tool/build-tool.ts';
import {
  requestsDeleteBuilder,
  requestsGetBuilder,
  requestsPostBuilder,
  requestsPutBuilder,
} from '../requests-tool.ts';
import type { ToolBuilder } from '../tool-builder.ts';
import { toolRunContextOf } from './tool-run-context.ts';

/**
 * A chatflow tool node from the agentflow tool builder of the same name: the node's inputs are the builder's
 * config (Flowise uses the same input names in both), and its object is the LangChain tool.
 */
export function builderToolComponent(builder: ToolBuilder<NodeName>): ChatflowComponent<NodeName> {
  return {
    name: builder.name,
    init: (context) => builder.build(context.inputs, toolRunContextOf(context)),
  };
}

/** The tool nodes shared with agentflows, as chatflow components. */
export const BUILDER_TOOL_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [
  calculatorBuilder,
  customToolBuilder,
  requestsGetBuilder,
  requestsPostBuilder,
  requestsPutBuilder,
  requestsDeleteBuilder,
  currentDateTimeBuilder,
  chatflowToolBuilder,
  agentAsToolBuilder,
].map(builderToolComponent);
