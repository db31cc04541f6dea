import type { NodeName } from '../../node-registry.ts';
import { BaseCache } from '@langchain/core/caches';
import {
  ChatflowInputError,
  describeValue,
  type ChatflowComponent,
} from '../../runtime/chatflow-component.ts';
import { SUPPORTED_CHAT_MODELS } from '../../runtime/chat-model-provider.ts';
import { markImageUploads } from './image-uploads.ts';

/** A chat model node of a chatflow: the LangChain model the provider builds from the node's inputs. */
function chatModelComponent(name: NodeName): ChatflowComponent<NodeName> {
  return {
    name,
    async init(context) {
      const { cache, ...inputs } = context.inputs;
      if (cache !== undefined && cache !== null && cache !== '' && !(cache instanceof BaseCache))
        throw new ChatflowInputError(`input "cache" needs a cache, got ${describeValue(cache)}`);
      const config = {
        ...inputs,
        ...(context.credentialId !== undefined ? { FLOWISE_CREDENTIAL_ID: context.credentialId } : {}),
      };
      // A caller that does not stream: every chain and agent call becomes one non-streaming request.
      const answersOnce = context.callerStreams === false;
      const model = await context.services.chatModels.create(
        {
          modelName: name,
          config,
          ...(answersOnce ? { streaming: false } : {}),
          // A model given a cache below is this node's own, never one shared with other runs.
          ...(cache instanceof BaseCache ? { exclusive: true } : {}),
        },
        context.services.credentials,
      );
      markImageUploads(model, inputs);
      if (cache instanceof BaseCache) {
        // LangChain consults the cache on invoke only: a cached model answers in one piece.
        model.cache = cache;
        model.disableStreaming = true;
      }
      return model;
    },
  };
}

export const CHAT_MODEL_COMPONENTS: readonly ChatflowComponent<NodeName>[] =
  SUPPORTED_CHAT_MODELS.map(chatModelComponent);
