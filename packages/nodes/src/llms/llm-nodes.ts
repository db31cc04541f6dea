import { awsBedrock, cohere, huggingFaceInference_LLMs } from './chat-backed-llm.nodes.ts';
import { fireworks, sambanova, togetherAI } from './hosted-llm.nodes.ts';
import { ollama } from './ollama-llm.node.ts';
import { azureOpenAI, openAI } from './openai-llm.nodes.ts';
import { replicate } from './replicate-llm.node.ts';
import { googlevertexai } from './google-vertex-llm.node.ts';
import { ibmWatsonx } from './ibm-watsonx-llm.node.ts';

/** The LLM node types we define (category LLMs: text-completion models); data only, safe for the browser. */
export const LLM_NODES = [
  openAI,
  azureOpenAI,
  fireworks,
  togetherAI,
  sambanova,
  ollama,
  replicate,
  cohere,
  huggingFaceInference_LLMs,
  awsBedrock,
  googlevertexai,
  ibmWatsonx,
] as const;
