import type { MessageContent } from '@langchain/core/messages';
import { AzureChatOpenAICompletions, ChatOpenAICompletions } from '@langchain/openai';
import { countTokensOffline } from './offline-token-count.ts';

/** OpenAI chat completions that estimate token counts offline (used by `invoke` with streaming on). */
export class OfflineTokenCompletions extends ChatOpenAICompletions {
  override getNumTokens(content: MessageContent): Promise<number> {
    return countTokensOffline(this.model, content);
  }
}

/** The same for Azure OpenAI deployments. */
export class OfflineTokenAzureCompletions extends AzureChatOpenAICompletions {
  override getNumTokens(content: MessageContent): Promise<number> {
    return countTokensOffline(this.model, content);
  }
}
