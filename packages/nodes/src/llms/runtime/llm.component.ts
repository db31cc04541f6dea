import { BaseCache } from '@langchain/core/caches';
import { CREDENTIAL_ID_MARKER } from '@loomflow/core';
import { ChatModelConfig } from '../../chat-models/runtime/chat-model-config.ts';
import { findNodeDefinition, type NodeName } from '../../node-registry.ts';
import {
  ChatflowInputError,
  describeValue,
  type ChatflowComponent,
} from '../../runtime/chatflow-component.ts';
import { llmBuildOptions } from './llm-build-options.ts';
import { LLM_BUILDERS, SUPPORTED_LLMS } from './llm-builders.ts';

/**
 * An LLM node of a chatflow: the LangChain text-completion model its builder makes from the node's inputs, for
 * chains that take a language model (LLM Chain…). It streams when the run's caller streams; a caller that does not
 * gets one non-streaming request per call. A connected cache is LangChain's: consulted by calls that `invoke` the
 * model (a streamed answer asks the provider).
 */
function llmComponent(name: NodeName): ChatflowComponent<NodeName> {
  return {
    name,
    async init(context) {
      const { cache, ...inputs } = context.inputs;
      if (cache !== undefined && cache !== null && cache !== '' && !(cache instanceof BaseCache))
        throw new ChatflowInputError(`input "cache" needs a cache, got ${describeValue(cache)}`);
      const loadBuilder = LLM_BUILDERS[name];
      if (!loadBuilder) throw new ChatflowInputError(`the LLM "${name}" cannot run here`);
      const label = findNodeDefinition(name)?.label ?? name;
      const values = {
        ...inputs,
        ...(context.credentialId !== undefined ? { [CREDENTIAL_ID_MARKER]: context.credentialId } : {}),
      };
      const builder = await loadBuilder();
      const model = await builder({
        inputs: values,
        config: new ChatModelConfig(label, values),
        credentials: context.services.credentials,
        streaming: context.callerStreams !== false,
        options: llmBuildOptions(context.services, context.signal),
      });
      if (cache instanceof BaseCache) model.cache = cache;
      return model;
    },
  };
}

export const LLM_COMPONENTS: readonly ChatflowComponent<NodeName>[] = SUPPORTED_LLMS.map(llmComponent);
