import {
  isRecord,
  chatbotConfigSchema,
  readFlowData,
  type ChatbotConfig,
  type FlowData,
  type FlowNode,
  type UploadsConfig,
  type UploadSizeAndTypes,
} from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import type { ChatFlowRow } from '../db/schema.ts';

/** Flowise's image defaults: what a model that looks at images accepts. */
const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_MB = 5;
/** Vector stores with file upload on accept files from the loader connected to them (Flowise: 500 MB). */
const RAG_MAX_MB = 500;
/** Chatflow nodes whose chat model may receive images when the model allows it (Flowise's list). */
const IMAGE_CHAINS = new Set([
  'llmChain',
  'conversationChain',
  'reactAgentChat',
  'conversationalAgent',
  'toolAgent',
  'supervisor',
  'seqStart',
]);
const AGENTFLOW_MODEL_INPUTS = ['agentModelConfig', 'llmModelConfig', 'conditionAgentModelConfig'];

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/** The flow graph, or an empty one when the stored text is not a flow (nothing is then allowed). */
export function flowGraphOf(flow: Pick<ChatFlowRow, 'flowData'>): FlowData {
  const parsed = readFlowData(parseJson(flow.flowData));
  return parsed.ok ? parsed.flowData : { nodes: [], edges: [] };
}

/** The flow's chatbot configuration, or an empty one when it is unset or not valid. */
export function chatbotConfigOf(flow: Pick<ChatFlowRow, 'chatbotConfig'>): ChatbotConfig {
  const parsed = chatbotConfigSchema.safeParse(parseJson(flow.chatbotConfig));
  return parsed.success ? parsed.data : {};
}

/** Speech to text is on when a provider other than `none` has `status: true` (Flowise's `speechToText`). */
function speechToTextEnabled(text: string | null): boolean {
  const providers = parseJson(text);
  if (!isRecord(providers)) return false;
  return Object.entries(providers).some(
    ([provider, settings]) => provider !== 'none' && isRecord(settings) && settings.status === true,
  );
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true';
}

function imagesAllowed(graph: FlowData): boolean {
  const agentflow = graph.nodes.some((node) => node.data.category === 'Agent Flows');
  if (agentflow) {
    return graph.nodes.some((node) =>
      AGENTFLOW_MODEL_INPUTS.some((input) => {
        const config = node.data.inputs?.[input];
        return isRecord(config) && truthy(config.allowImageUploads);
      }),
    );
  }
  if (!graph.nodes.some((node) => IMAGE_CHAINS.has(node.data.name))) return false;
  return graph.nodes.some(
    (node) => node.data.category === 'Chat Models' && truthy(node.data.inputs?.allowImageUploads),
  );
}

/** A node's category: its definition's, else what the saved node says. */
function categoryOf(node: FlowNode): string | undefined {
  return findNodeDefinition(node.data.name)?.category ?? node.data.category;
}

/** The file types a loader's file input takes: from the saved node, else from its definition. */
function loaderFileType(loader: FlowNode): string | undefined {
  const saved = loader.data.inputParams?.find(
    (param) => param.type === 'file' && typeof param.fileType === 'string',
  )?.fileType;
  if (typeof saved === 'string') return saved;
  return findNodeDefinition(loader.data.name)?.inputs.find((input) => input.type === 'file')?.fileType;
}

/** File types of the document loaders feeding a vector store that takes uploads (chatflows). */
function ragFileTypes(graph: FlowData): UploadSizeAndTypes[] {
  const store = graph.nodes.find(
    (node) => categoryOf(node) === 'Vector Stores' && truthy(node.data.inputs?.fileUpload),
  );
  if (!store) return [];
  const accepted: UploadSizeAndTypes[] = [];
  for (const edge of graph.edges) {
    if (edge.target !== store.id || edge.targetHandle !== `${store.id}-input-document-Document`) continue;
    const loader = graph.nodes.find((node) => node.id === edge.source);
    const fileType = loader ? loaderFileType(loader) : undefined;
    if (fileType) accepted.push({ fileTypes: fileType.split(', '), maxUploadSize: RAG_MAX_MB });
  }
  return accepted;
}

/**
 * Files sent whole to the flow (`chatbotConfig.fullFileUpload`, the chat's "file attachments"): its
 * `allowedUploadFileTypes` (comma separated; none = any type) and size, at most the server's attachment limit.
 */
function fullFileTypes(config: ChatbotConfig, attachmentMaxMb: number): UploadSizeAndTypes[] {
  const full = config.fullFileUpload;
  if (full?.status !== true) return [];
  const types = (full.allowedUploadFileTypes ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
  const requested =
    typeof full.maxUploadSize === 'number' && full.maxUploadSize > 0 ? full.maxUploadSize : undefined;
  return [
    {
      fileTypes: types.length > 0 ? types : ['*'],
      maxUploadSize: Math.min(requested ?? attachmentMaxMb, attachmentMaxMb),
    },
  ];
}

/** `GET /chatflows-uploads/{id}`: what the flow's chat may upload, worked out from its nodes and settings. */
export function uploadsConfigOf(
  flow: Pick<ChatFlowRow, 'flowData' | 'chatbotConfig' | 'speechToText'>,
  attachmentMaxMb: number,
): UploadsConfig {
  const graph = flowGraphOf(flow);
  const isImageUploadAllowed = imagesAllowed(graph);
  const ragTypes = ragFileTypes(graph);
  const fileUploadSizeAndTypes = [...ragTypes, ...fullFileTypes(chatbotConfigOf(flow), attachmentMaxMb)];
  return {
    isSpeechToTextEnabled: speechToTextEnabled(flow.speechToText),
    isImageUploadAllowed,
    // Flowise's rule: a vector store with File Upload on, fed by a file loader. Whole-file uploads are the chatbot
    // config's own switch (the widgets read it there); the chat widget upserts RAG files with its chat id.
    isRAGFileUploadAllowed: ragTypes.length > 0,
    imgUploadSizeAndTypes: isImageUploadAllowed
      ? [{ fileTypes: IMAGE_TYPES, maxUploadSize: IMAGE_MAX_MB }]
      : [],
    fileUploadSizeAndTypes,
  };
}
