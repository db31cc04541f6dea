import type { BrandLogo } from './brand-logo-sources.ts';
import { BRAND_LOGOS } from './brand-logos.ts';
import { brandOf } from './brand-of.ts';

/** Marks and colours of the node icons `GET /api/v1/node-icon/{name}` serves (no brand artwork, no network). */
const DEFINED_ICONS: Readonly<Record<string, readonly [mark: string, color: string]>> = {
  startAgentflow: ['St', '#7EE787'],
  llmAgentflow: ['AI', '#64B5F6'],
  agentAgentflow: ['Ag', '#4DD0E1'],
  conditionAgentflow: ['If', '#FFB938'],
  conditionAgentAgentflow: ['CA', '#ff8fab'],
  humanInputAgentflow: ['HI', '#6E6EFD'],
  loopAgentflow: ['Lp', '#FFA07A'],
  iterationAgentflow: ['It', '#9C89B8'],
  directReplyAgentflow: ['Re', '#4DDBBB'],
  customFunctionAgentflow: ['Fn', '#E4B7FF'],
  toolAgentflow: ['Tl', '#d4a373'],
  retrieverAgentflow: ['Rt', '#b8bedd'],
  httpAgentflow: ['Ht', '#FF7F7F'],
  executeFlowAgentflow: ['EF', '#a3b18a'],
  stickyNoteAgentflow: ['No', '#fee440'],
  seqStart: ['St', '#43A047'],
  seqAgent: ['Ag', '#1E88E5'],
  seqLLMNode: ['AI', '#5E35B1'],
  seqToolNode: ['Tl', '#8D6E63'],
  seqCondition: ['If', '#FB8C00'],
  seqConditionAgent: ['CA', '#D81B60'],
  seqLoop: ['Lp', '#F4511E'],
  seqEnd: ['En', '#E53935'],
  seqState: ['Sa', '#00897B'],
  seqCustomFunction: ['Fn', '#8E24AA'],
  seqExecuteFlow: ['EF', '#6D8B74'],
  supervisor: ['Sv', '#3949AB'],
  worker: ['Wk', '#00ACC1'],
  agentMemory: ['AM', '#6D4C41'],
  chatOpenAI: ['OA', '#10A37F'],
  azureChatOpenAI: ['Az', '#0078D4'],
  chatAnthropic: ['An', '#D97757'],
  chatGoogleGenerativeAI: ['Ge', '#4285F4'],
  chatGoogleVertexAI: ['VA', '#34A853'],
  chatOllama: ['Ol', '#3B3B3B'],
  chatMistralAI: ['Mi', '#FA520F'],
  groqChat: ['Gq', '#F55036'],
  awsChatBedrock: ['AW', '#FF9900'],
  chatOpenAICustom: ['O+', '#0F766E'],
  chatDeepseek: ['DS', '#4D6BFE'],
  chatOpenRouter: ['OR', '#6467F2'],
  chatXAI: ['xA', '#111111'],
  chatTogetherAI: ['To', '#0F6FFF'],
  chatFireworks: ['Fw', '#6720FF'],
  chatLocalAI: ['LA', '#2E7D32'],
  chatLitellm: ['LL', '#1E3A8A'],
  chatPerplexity: ['Px', '#1F8A8A'],
  chatCerebras: ['Cb', '#F15A29'],
  chatSambanova: ['SN', '#EE7624'],
  chatNvidiaNIM: ['NV', '#76B900'],
  chatCometAPI: ['Co', '#3B5BDB'],
  chatCloudflareWorkersAI: ['Cf', '#F38020'],
  chatAlibabaTongyi: ['Qw', '#615CED'],
  chatBaiduWenxin: ['Wx', '#2932E1'],
  // IBM watsonx (chat, embeddings) and Baidu Qianfan embeddings.
  chatIBMWatsonx: ['wx', '#0F62FE'],
  ibmEmbedding: ['wx', '#0891B2'],
  baiduQianfanEmbeddings: ['Qf', '#0891B2'],
  customTool: ['CT', '#B45309'],
  ChatflowTool: ['CF', '#B45309'],
  agentAsTool: ['AT', '#B45309'],
  requestsGet: ['RG', '#B45309'],
  requestsPost: ['RP', '#B45309'],
  requestsPut: ['RU', '#B45309'],
  requestsDelete: ['RD', '#B45309'],
  currentDateTime: ['DT', '#B45309'],
  calculator: ['Ca', '#B45309'],
  chainTool: ['CT', '#B45309'],
  retrieverTool: ['RT', '#B45309'],
  readFile: ['RF', '#B45309'],
  writeFile: ['WF', '#B45309'],
  customMCP: ['MC', '#B45309'],
  supergatewayMCP: ['SG', '#B45309'],
  teradataMCP: ['TD', '#B45309'],
  toolAgent: ['TA', '#0E7490'],
  reactAgentChat: ['Re', '#0E7490'],
  conversationalAgent: ['CA', '#0E7490'],
  openAIAssistant: ['OA', '#0E7490'],
  // Document loaders, text splitters and embeddings.
  plainText: ['PT', '#7C3AED'],
  textFile: ['Tx', '#7C3AED'],
  pdfFile: ['PD', '#7C3AED'],
  docxFile: ['DX', '#7C3AED'],
  csvFile: ['CS', '#7C3AED'],
  jsonFile: ['JS', '#7C3AED'],
  jsonlinesFile: ['JL', '#7C3AED'],
  markdownFile: ['MD', '#7C3AED'],
  htmlFile: ['HT', '#7C3AED'],
  cheerioWebScraper: ['WS', '#7C3AED'],
  folderFiles: ['Fo', '#7C3AED'],
  apiLoader: ['AP', '#7C3AED'],
  recursiveCharacterTextSplitter: ['RC', '#9333EA'],
  characterTextSplitter: ['CT', '#9333EA'],
  tokenTextSplitter: ['TT', '#9333EA'],
  markdownTextSplitter: ['MT', '#9333EA'],
  htmlToMarkdownTextSplitter: ['HM', '#9333EA'],
  codeTextSplitter: ['{}', '#9333EA'],
  openAIEmbeddings: ['OA', '#0891B2'],
  azureOpenAIEmbeddings: ['Az', '#0891B2'],
  googleGenerativeAiEmbeddings: ['Ge', '#0891B2'],
  ollamaEmbedding: ['Ol', '#0891B2'],
  mistralAIEmbeddings: ['Mi', '#0891B2'],
  openAIEmbeddingsCustom: ['O+', '#0891B2'],
  togetherAIEmbedding: ['To', '#0891B2'],
  localAIEmbeddings: ['LA', '#0891B2'],
  AWSBedrockEmbeddings: ['AW', '#0891B2'],
  googlevertexaiEmbeddings: ['VA', '#0891B2'],
  // Cohere, Hugging Face, Jina and Voyage (chat, embeddings, rerank; brand logos where shipped).
  chatCohere: ['Co', '#39594D'],
  chatHuggingFace: ['HF', '#FFB000'],
  // LLMs (text completion)
  openAI: ['AI', '#10A37F'],
  azureOpenAI: ['Az', '#0078D4'],
  fireworks: ['Fw', '#6720FF'],
  togetherAI: ['To', '#0F6FFF'],
  sambanova: ['SN', '#EE7624'],
  ollama: ['Ol', '#3B3B3B'],
  replicate: ['Rp', '#000000'],
  cohere: ['Co', '#39594D'],
  huggingFaceInference_LLMs: ['HF', '#FFB000'],
  awsBedrock: ['AW', '#FF9900'],
  googlevertexai: ['VA', '#34A853'],
  ibmWatsonx: ['wx', '#0F62FE'],
  cohereEmbeddings: ['Co', '#0891B2'],
  huggingFaceInferenceEmbeddings: ['HF', '#0891B2'],
  jinaEmbeddings: ['Ji', '#0891B2'],
  voyageAIEmbeddings: ['Vo', '#0891B2'],
  JinaRerankRetriever: ['JR', '#C026D3'],
  voyageAIRerankRetriever: ['VR', '#C026D3'],
  AzureRerankRetriever: ['AR', '#C026D3'],
  // Vector stores.
  embeddedVectorStore: ['Em', '#DB2777'],
  postgres: ['Pg', '#DB2777'],
  qdrant: ['Qd', '#DB2777'],
  chroma: ['Ch', '#DB2777'],
  pinecone: ['Pi', '#DB2777'],
  redis: ['Rd', '#DB2777'],
  memoryVectorStore: ['IM', '#DB2777'],
  // Chatflow prompts, chains and memory.
  promptTemplate: ['PT', '#EA580C'],
  chatPromptTemplate: ['CP', '#EA580C'],
  llmChain: ['LC', '#4F46E5'],
  conversationChain: ['CC', '#4F46E5'],
  bufferMemory: ['BM', '#0D9488'],
  bufferWindowMemory: ['BW', '#0D9488'],
  // Chatflow memories, output parsers, moderation, caches and utilities.
  conversationSummaryMemory: ['SM', '#0D9488'],
  conversationSummaryBufferMemory: ['SB', '#0D9488'],
  RedisBackedChatMemory: ['RM', '#DC382D'],
  fewShotPromptTemplate: ['FS', '#EA580C'],
  structuredOutputParser: ['SO', '#0891B2'],
  csvOutputParser: ['CS', '#0891B2'],
  customListOutputParser: ['CL', '#0891B2'],
  inputModerationSimple: ['MS', '#B91C1C'],
  inputModerationOpenAI: ['MO', '#B91C1C'],
  inMemoryCache: ['IC', '#65A30D'],
  redisCache: ['RC', '#DC382D'],
  customFunction: ['JS', '#E4B7FF'],
  stickyNote: ['No', '#fee440'],
  setVariable: ['SV', '#475569'],
  getVariable: ['GV', '#475569'],
  ifElseFunction: ['IE', '#FFB938'],
  PostgresChatMemory: ['PM', '#336791'],
  advancedStructuredOutputParser: ['AS', '#0891B2'],
  RRFRetriever: ['RF', '#C026D3'],
  cohereRerankRetriever: ['CR', '#C026D3'],
  // Retrieval in chatflows.
  documentStoreVS: ['DS', '#DB2777'],
  conversationalRetrievalQAChain: ['CR', '#4F46E5'],
  retrievalQAChain: ['RQ', '#4F46E5'],
  multiPromptChain: ['MP', '#4F46E5'],
  multiRetrievalQAChain: ['MR', '#4F46E5'],
  sqlDatabaseChain: ['SQ', '#4F46E5'],
  vectorStoreRetriever: ['VR', '#C026D3'],
  multiQueryRetriever: ['MQ', '#C026D3'],
  similarityThresholdRetriever: ['ST', '#C026D3'],
  embeddingsFilterRetriever: ['EF', '#C026D3'],
  llmFilterRetriever: ['LF', '#C026D3'],
  promptRetriever: ['PR', '#C026D3'],
};

const CATEGORY_COLORS: Readonly<Record<string, string>> = {
  'Chat Models': '#10A37F',
  LLMs: '#0E9F6E',
  Embeddings: '#0891B2',
  Cache: '#64748B',
  Tools: '#B45309',
  'Tools (MCP)': '#92400E',
  Agents: '#2563EB',
  Chains: '#4F46E5',
  'Multi Agents': '#1D4ED8',
  'Document Loaders': '#7C3AED',
  'Text Splitters': '#9333EA',
  'Vector Stores': '#DB2777',
  Retrievers: '#C026D3',
  Memory: '#0D9488',
  Prompts: '#EA580C',
  'Output Parsers': '#CA8A04',
  Utilities: '#475569',
};

const FALLBACK_COLOR = '#6B7280';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A rounded square in the colour with one or two letters: the SVG text of an icon. */
export function monogramSvg(mark: string, color: string): string {
  const size = mark.length > 1 ? 15 : 19;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="10" fill="${escapeXml(color)}"/>` +
    `<text x="20" y="26" font-family="Inter,Arial,sans-serif" font-size="${size}" font-weight="700" ` +
    `fill="#fff" text-anchor="middle">${escapeXml(mark)}</text></svg>`
  );
}

/** The initials of a label (`Azure OpenAI` → `AO`, `Calculator` → `Ca`). */
export function labelMark(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter((word) => word.length > 0);
  const first = words[0] ?? '?';
  const second = words[1];
  return second === undefined
    ? `${first.charAt(0).toUpperCase()}${first.charAt(1).toLowerCase()}`
    : `${first.charAt(0)}${second.charAt(0)}`.toUpperCase();
}

/** A provider's logo on a white tile with a thin border (reads on the light and the dark canvas alike). */
export function logoSvg(logo: BrandLogo): string {
  const fill = logo.color === undefined ? '' : ` fill="${escapeXml(logo.color)}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<rect x="0.5" y="0.5" width="39" height="39" rx="9.5" fill="#fff" stroke="#E5E7EB"/>` +
    `<svg x="8" y="8" width="24" height="24" viewBox="${escapeXml(logo.viewBox)}"${fill}>${logo.body}</svg></svg>`
  );
}

/**
 * The icon of a node type of ours, or of a Flowise node by its label and category: the provider's logo when the
 * node talks to a provider we have one for, else a tile with letters.
 */
export function nodeIconSvg(
  name: string,
  fallback?: { readonly label: string; readonly category: string },
): string | undefined {
  const brand = brandOf(name, fallback?.label);
  if (brand && (DEFINED_ICONS[name] || fallback)) return logoSvg(BRAND_LOGOS[brand]);
  const defined = DEFINED_ICONS[name];
  if (defined) return monogramSvg(defined[0], defined[1]);
  if (!fallback) return undefined;
  return monogramSvg(labelMark(fallback.label), CATEGORY_COLORS[fallback.category] ?? FALLBACK_COLOR);
}
