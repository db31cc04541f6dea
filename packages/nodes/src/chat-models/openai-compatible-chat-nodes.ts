import { chatAlibabaTongyi } from './chat-alibaba-tongyi.node.ts';
import { chatBaiduWenxin } from './chat-baidu-wenxin.node.ts';
import { chatCerebras } from './chat-cerebras.node.ts';
import { chatCloudflareWorkersAI } from './chat-cloudflare-workers-ai.node.ts';
import { chatCometAPI } from './chat-comet-api.node.ts';
import { chatDeepseek } from './chat-deepseek.node.ts';
import { chatFireworks } from './chat-fireworks.node.ts';
import { chatLitellm } from './chat-litellm.node.ts';
import { chatLocalAI } from './chat-local-ai.node.ts';
import { chatNvidiaNIM } from './chat-nvidia-nim.node.ts';
import { chatOpenRouter } from './chat-open-router.node.ts';
import { chatPerplexity } from './chat-perplexity.node.ts';
import { chatSambanova } from './chat-sambanova.node.ts';
import { chatTogetherAI } from './chat-together-ai.node.ts';
import { chatXAI } from './chat-xai.node.ts';

/** Chat models of providers with an OpenAI-compatible API (one shared builder runs them all). */
export const OPENAI_COMPATIBLE_CHAT_NODES = [
  chatDeepseek,
  chatOpenRouter,
  chatXAI,
  chatTogetherAI,
  chatFireworks,
  chatLocalAI,
  chatLitellm,
  chatPerplexity,
  chatCerebras,
  chatSambanova,
  chatNvidiaNIM,
  chatCometAPI,
  chatCloudflareWorkersAI,
  chatAlibabaTongyi,
  chatBaiduWenxin,
] as const;
