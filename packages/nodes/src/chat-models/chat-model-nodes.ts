import { awsChatBedrock } from './aws-chat-bedrock.node.ts';
import { azureChatOpenAI } from './azure-chat-openai.node.ts';
import { chatAnthropic } from './chat-anthropic.node.ts';
import { chatGoogleGenerativeAI } from './chat-google-generative-ai.node.ts';
import { chatMistralAI } from './chat-mistral-ai.node.ts';
import { chatOllama } from './chat-ollama.node.ts';
import { chatOpenAICustom } from './chat-openai-custom.node.ts';
import { chatOpenAI } from './chat-openai.node.ts';
import { groqChat } from './groq-chat.node.ts';
import { OPENAI_COMPATIBLE_CHAT_NODES } from './openai-compatible-chat-nodes.ts';
import { chatCohere } from './chat-cohere.node.ts';
import { chatHuggingFace } from './chat-hugging-face.node.ts';
import { chatGoogleVertexAI } from './chat-google-vertex-ai.node.ts';
import { chatIBMWatsonx } from './chat-ibm-watsonx.node.ts';

/** The chat model node types we define (category Chat Models); data only, safe for the browser. */
export const CHAT_MODEL_NODES = [
  chatOpenAI,
  azureChatOpenAI,
  chatAnthropic,
  chatGoogleGenerativeAI,
  chatOllama,
  chatMistralAI,
  groqChat,
  chatOpenAICustom,
  awsChatBedrock,
  ...OPENAI_COMPATIBLE_CHAT_NODES,
  chatCohere,
  chatHuggingFace,
  chatIBMWatsonx,
  chatGoogleVertexAI,
] as const;

export {
  awsChatBedrock,
  azureChatOpenAI,
  chatAnthropic,
  chatGoogleGenerativeAI,
  chatMistralAI,
  chatOllama,
  chatOpenAI,
  chatOpenAICustom,
  groqChat,
};
