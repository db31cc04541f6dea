import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { SUPPORTED_CHAT_MODELS } from '../../runtime/chat-model-provider.ts';

/** A chat model node of a chatflow: the LangChain model the provider builds from the node's inputs. */
function chatModelComponent(name: string): ChatflowComponent {
  return {
    name,
    init(context) {
      const config = {
        ...context.inputs,
        ...(context.credentialId !== undefined ? { FLOWISE_CREDENTIAL_ID: context.credentialId } : {}),
      };
      return context.services.chatModels.create({ modelName: name, config }, context.services.credentials);
    },
  };
}

export const CHAT_MODEL_COMPONENTS: readonly ChatflowComponent[] =
  SUPPORTED_CHAT_MODELS.map(chatModelComponent);
