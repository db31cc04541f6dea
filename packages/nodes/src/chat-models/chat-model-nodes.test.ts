import { describe, expect, it } from 'vitest';
import { findCredentialType } from '../credentials/index.ts';
import { nodeIconSvg } from '../icons/node-icon.ts';
import { findNodeDefinition, nodeDefinitionsIn } from '../node-registry.ts';
import { CHAT_MODEL_NODES } from './chat-model-nodes.ts';
import { staticChatModelList } from './model-lists/static-model-lists.ts';

/** Flowise 3.x: node name → [label, type, credential types]. */
const FLOWISE: Record<string, [string, string, string[]]> = {
  chatOpenAI: ['OpenAI', 'ChatOpenAI', ['openAIApi']],
  azureChatOpenAI: ['Azure OpenAI', 'AzureChatOpenAI', ['azureOpenAIApi']],
  chatAnthropic: ['Anthropic Claude', 'ChatAnthropic', ['anthropicApi']],
  chatGoogleGenerativeAI: ['Google Gemini', 'ChatGoogleGenerativeAI', ['googleGenerativeAI']],
  chatOllama: ['Ollama', 'ChatOllama', ['ollamaApi']],
  chatMistralAI: ['MistralAI', 'ChatMistralAI', ['mistralAIApi']],
  groqChat: ['Groq', 'GroqChat', ['groqApi']],
  chatOpenAICustom: ['OpenAI Custom Model', 'ChatOpenAI-Custom', ['openAIApi', 'openAICompatibleApi']],
  awsChatBedrock: ['AWS Bedrock', 'AWSChatBedrock', ['awsApi']],
  chatDeepseek: ['Deepseek', 'chatDeepseek', ['deepseekApi']],
  chatOpenRouter: ['OpenRouter', 'ChatOpenRouter', ['openRouterApi']],
  chatXAI: ['xAI Grok', 'ChatXAI', ['xaiApi']],
  chatTogetherAI: ['TogetherAI', 'ChatTogetherAI', ['togetherAIApi']],
  chatFireworks: ['Fireworks AI', 'ChatFireworks', ['fireworksApi']],
  chatLocalAI: ['LocalAI', 'ChatLocalAI', ['localAIApi']],
  chatLitellm: ['LiteLLM', 'ChatLitellm', ['litellmApi']],
  chatPerplexity: ['Perplexity', 'ChatPerplexity', ['perplexityApi']],
  chatCerebras: ['Cerebras', 'ChatCerebras', ['cerebrasAIApi']],
  chatSambanova: ['SambaNova', 'ChatSambanova', ['sambanovaApi']],
  chatNvidiaNIM: ['Nvidia NIM', 'ChatNvidiaNIM', ['nvidiaNIMApi']],
  chatCometAPI: ['Comet', 'ChatCometAPI', ['cometApi']],
  chatCloudflareWorkersAI: ['Cloudflare Workers AI', 'ChatCloudflareWorkersAI', ['cloudflareApi']],
  chatAlibabaTongyi: ['Alibaba Tongyi', 'ChatAlibabaTongyi', ['AlibabaApi']],
  chatBaiduWenxin: ['Baidu Wenxin', 'ChatBaiduWenxin', ['baiduQianfanApi']],
  chatCohere: ['Cohere', 'ChatCohere', ['cohereApi']],
  chatHuggingFace: ['HuggingFace', 'ChatHuggingFace', ['huggingFaceApi']],
  chatIBMWatsonx: ['IBM Watsonx', 'ChatIBMWatsonx', ['ibmWatsonx']],
  chatGoogleVertexAI: ['Google VertexAI', 'ChatGoogleVertexAI', ['googleVertexAuth']],
};

/** Nodes of servers the user runs: their models are asked of the server, none shipped. */
const SERVER_LISTED = new Set(['chatOpenAICustom', 'chatLocalAI', 'chatLitellm']);
/**
 * Nodes whose model is typed by name, as in Flowise (HuggingFace: any of the Hub's models; IBM watsonx: any
 * model id of the region), with no picker.
 */
const TYPED_MODEL = new Set(['chatHuggingFace', 'chatIBMWatsonx']);
/** Providers serving a handful of models (DeepSeek: two; Perplexity: five Sonar models). */
const FEW_MODELS = new Set(['chatDeepseek', 'chatPerplexity']);

describe('chat model node definitions', () => {
  it('are registered in the Chat Models category with Flowise names, labels, types and credentials', () => {
    expect(nodeDefinitionsIn('Chat Models').map((node) => node.name)).toEqual(Object.keys(FLOWISE));
    for (const node of CHAT_MODEL_NODES) {
      const [label, type, credentialNames] = FLOWISE[node.name] ?? [];
      expect(findNodeDefinition(node.name)).toBe(node);
      expect([node.label, node.type, node.credential.credentialNames]).toEqual([
        label,
        type,
        credentialNames,
      ]);
      expect(node.baseClasses).toEqual(expect.arrayContaining([type, 'BaseChatModel', 'BaseLanguageModel']));
      for (const credential of node.credential.credentialNames)
        expect(findCredentialType(credential), credential).toBeDefined();
      const loadMethods: unknown = 'loadMethods' in node ? node.loadMethods : [];
      expect(loadMethods).toEqual(TYPED_MODEL.has(node.name) ? [] : ['listModels']);
    }
  });

  it('declare the inputs people set, with Flowise parameter names and types', () => {
    const inputs = (name: string) =>
      Object.fromEntries((findNodeDefinition(name)?.inputs ?? []).map((input) => [input.name, input.type]));
    expect(inputs('chatOpenAI')).toMatchObject({
      modelName: 'asyncOptions',
      temperature: 'number',
      streaming: 'boolean',
      maxTokens: 'number',
      topP: 'number',
      basepath: 'string',
      baseOptions: 'json',
      allowImageUploads: 'boolean',
      imageResolution: 'options',
      reasoningEffort: 'options',
      cache: 'BaseCache',
    });
    expect(inputs('chatAnthropic')).toMatchObject({ modelName: 'asyncOptions', maxTokensToSample: 'number' });
    expect(inputs('chatGoogleGenerativeAI')).toMatchObject({
      safetySettings: 'array',
      maxOutputTokens: 'number',
    });
    expect(inputs('chatOllama')).toMatchObject({ baseUrl: 'string', modelName: 'string', numCtx: 'number' });
    expect(inputs('chatOpenAICustom')).toMatchObject({ modelName: 'string', basepath: 'string' });
    const openAIModel = findNodeDefinition('chatOpenAI')?.inputs.find((input) => input.name === 'modelName');
    expect(openAIModel).toMatchObject({ loadMethod: 'listModels', default: 'gpt-4o-mini' });
  });

  it('ship a model list per provider (a custom server is asked instead) and distinct icons', () => {
    for (const node of CHAT_MODEL_NODES) {
      const list = staticChatModelList(node.name) ?? [];
      if (SERVER_LISTED.has(node.name) || TYPED_MODEL.has(node.name)) expect(list).toEqual([]);
      else expect(list.length, node.name).toBeGreaterThan(FEW_MODELS.has(node.name) ? 1 : 5);
      expect(new Set(list.map((model) => model.name)).size).toBe(list.length);
    }
    expect(staticChatModelList('chatOpenAI')?.map((model) => model.name)).toContain('gpt-4o-mini');
    expect(staticChatModelList('chatAnthropic')?.[0]).toMatchObject({
      label: 'claude-opus-4-7',
      description: expect.any(String),
    });
    expect(staticChatModelList('nothing')).toBeUndefined();
    const icons = CHAT_MODEL_NODES.map((node) => nodeIconSvg(node.name));
    expect(icons.every((icon) => icon?.startsWith('<svg '))).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
