import { conversationalAgent } from './conversational-agent.node.ts';
import { openAIAssistant } from './openai-assistant/openai-assistant.node.ts';
import { reactAgentChat } from './react-agent-chat.node.ts';
import { toolAgent } from './tool-agent.node.ts';

/** The Agents category of chatflows. */
export const AGENT_NODES = [toolAgent, reactAgentChat, conversationalAgent, openAIAssistant] as const;
