import { conversationChain } from './conversation-chain.node.ts';
import { llmChain } from './llm-chain.node.ts';

/** The Chains category of chatflows. */
export const CHAIN_NODES = [llmChain, conversationChain] as const;
