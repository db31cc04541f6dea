/**
 * Amazon Bedrock models (on-demand, us-east-1 list prices in USD per million tokens, as AWS published them in
 * 2025–2026): what the AWS Bedrock nodes offer, with context window and capabilities. `structuredOutput`: the
 * Converse API can force a tool (Anthropic, Mistral Large), so answers follow a schema natively.
 */
export interface BedrockModel {
  readonly name: string;
  readonly label: string;
  readonly contextWindow: number;
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
  readonly tools: boolean;
  readonly vision: boolean;
  readonly structuredOutput: boolean;
  readonly reasoning: boolean;
}

type Capabilities = Pick<BedrockModel, 'tools' | 'vision' | 'structuredOutput' | 'reasoning'>;
const CLAUDE: Capabilities = { tools: true, vision: true, structuredOutput: true, reasoning: false };
const CLAUDE_THINKING: Capabilities = { ...CLAUDE, reasoning: true };
const NOVA: Capabilities = { tools: true, vision: true, structuredOutput: false, reasoning: false };
const TEXT_TOOLS: Capabilities = { tools: true, vision: false, structuredOutput: false, reasoning: false };

const model = (
  name: string,
  label: string,
  contextWindow: number,
  [inputPerMillion, outputPerMillion]: readonly [number, number],
  capabilities: Capabilities,
): BedrockModel => ({ name, label, contextWindow, inputPerMillion, outputPerMillion, ...capabilities });

export const BEDROCK_CHAT_MODELS: readonly BedrockModel[] = [
  model('anthropic.claude-opus-4-1-20250805-v1:0', 'Claude Opus 4.1', 200_000, [15, 75], CLAUDE_THINKING),
  model('anthropic.claude-opus-4-20250514-v1:0', 'Claude Opus 4', 200_000, [15, 75], CLAUDE_THINKING),
  model('anthropic.claude-sonnet-4-5-20250929-v1:0', 'Claude Sonnet 4.5', 200_000, [3, 15], CLAUDE_THINKING),
  model('anthropic.claude-sonnet-4-20250514-v1:0', 'Claude Sonnet 4', 200_000, [3, 15], CLAUDE_THINKING),
  model('anthropic.claude-haiku-4-5-20251001-v1:0', 'Claude Haiku 4.5', 200_000, [1, 5], CLAUDE_THINKING),
  model('anthropic.claude-3-7-sonnet-20250219-v1:0', 'Claude Sonnet 3.7', 200_000, [3, 15], CLAUDE_THINKING),
  model('anthropic.claude-3-5-haiku-20241022-v1:0', 'Claude Haiku 3.5', 200_000, [0.8, 4], {
    ...CLAUDE,
    vision: false,
  }),
  model('anthropic.claude-3-haiku-20240307-v1:0', 'Claude Haiku 3', 200_000, [0.25, 1.25], CLAUDE),
  model('amazon.nova-premier-v1:0', 'Amazon Nova Premier', 1_000_000, [2.5, 12.5], NOVA),
  model('amazon.nova-pro-v1:0', 'Amazon Nova Pro', 300_000, [0.8, 3.2], NOVA),
  model('amazon.nova-lite-v1:0', 'Amazon Nova Lite', 300_000, [0.06, 0.24], NOVA),
  model('amazon.nova-micro-v1:0', 'Amazon Nova Micro', 128_000, [0.035, 0.14], TEXT_TOOLS),
  model('meta.llama4-maverick-17b-instruct-v1:0', 'Llama 4 Maverick 17B', 1_000_000, [0.24, 0.97], {
    ...TEXT_TOOLS,
    vision: true,
  }),
  model('meta.llama4-scout-17b-instruct-v1:0', 'Llama 4 Scout 17B', 3_500_000, [0.17, 0.66], {
    ...TEXT_TOOLS,
    vision: true,
  }),
  model('meta.llama3-3-70b-instruct-v1:0', 'Llama 3.3 70B Instruct', 128_000, [0.72, 0.72], TEXT_TOOLS),
  model('mistral.mistral-large-2407-v1:0', 'Mistral Large (24.07)', 128_000, [2, 6], {
    ...TEXT_TOOLS,
    structuredOutput: true,
  }),
  model('mistral.pixtral-large-2502-v1:0', 'Pixtral Large (25.02)', 128_000, [2, 6], { ...NOVA }),
  model('deepseek.r1-v1:0', 'DeepSeek-R1', 128_000, [1.35, 5.4], {
    tools: false,
    vision: false,
    structuredOutput: false,
    reasoning: true,
  }),
  model('openai.gpt-oss-120b-1:0', 'gpt-oss-120b', 128_000, [0.15, 0.6], { ...TEXT_TOOLS, reasoning: true }),
  model('openai.gpt-oss-20b-1:0', 'gpt-oss-20b', 128_000, [0.07, 0.3], { ...TEXT_TOOLS, reasoning: true }),
  model('cohere.command-r-plus-v1:0', 'Cohere Command R+', 128_000, [3, 15], TEXT_TOOLS),
  model('cohere.command-r-v1:0', 'Cohere Command R', 128_000, [0.5, 1.5], TEXT_TOOLS),
];

/** Bedrock embedding models (InvokeModel): Titan takes one text a call, Cohere a batch with an input type. */
export const BEDROCK_EMBEDDING_MODELS: readonly {
  readonly name: string;
  readonly label: string;
  readonly dimensions: number;
  readonly inputPerMillion: number;
}[] = [
  {
    name: 'amazon.titan-embed-text-v2:0',
    label: 'Titan Text Embeddings V2',
    dimensions: 1024,
    inputPerMillion: 0.02,
  },
  {
    name: 'amazon.titan-embed-text-v1',
    label: 'Titan Embeddings G1 - Text',
    dimensions: 1536,
    inputPerMillion: 0.1,
  },
  {
    name: 'amazon.titan-embed-g1-text-02',
    label: 'Titan Embeddings G1 - Text 02',
    dimensions: 1536,
    inputPerMillion: 0.1,
  },
  {
    name: 'cohere.embed-english-v3',
    label: 'Cohere Embed English v3',
    dimensions: 1024,
    inputPerMillion: 0.1,
  },
  {
    name: 'cohere.embed-multilingual-v3',
    label: 'Cohere Embed Multilingual v3',
    dimensions: 1024,
    inputPerMillion: 0.1,
  },
];
