import { describe, expect, it } from 'vitest';
import { uploadsConfigOf } from './uploads-config.ts';

function node(id: string, name: string, category: string, inputs: Record<string, unknown> = {}, extra = {}) {
  return { id, position: { x: 0, y: 0 }, data: { id, name, category, inputs, ...extra } };
}

function flow(
  nodes: unknown[],
  settings: { chatbotConfig?: unknown; speechToText?: unknown; edges?: unknown[] } = {},
) {
  return {
    flowData: JSON.stringify({ nodes, edges: settings.edges ?? [] }),
    chatbotConfig: settings.chatbotConfig === undefined ? null : JSON.stringify(settings.chatbotConfig),
    speechToText: settings.speechToText === undefined ? null : JSON.stringify(settings.speechToText),
  };
}

const start = node('startAgentflow_0', 'startAgentflow', 'Agent Flows');

describe('what a flow’s chat may upload', () => {
  it('allows nothing by default', () => {
    expect(uploadsConfigOf(flow([start]), 20)).toEqual({
      isSpeechToTextEnabled: false,
      isImageUploadAllowed: false,
      isRAGFileUploadAllowed: false,
      imgUploadSizeAndTypes: [],
      fileUploadSizeAndTypes: [],
    });
  });

  it('allows images when an agentflow model has allowImageUploads on', () => {
    const llm = node('llmAgentflow_0', 'llmAgentflow', 'Agent Flows', {
      llmModelConfig: { llmModel: 'chatOpenAI', allowImageUploads: true },
    });
    const config = uploadsConfigOf(flow([start, llm]), 20);
    expect(config.isImageUploadAllowed).toBe(true);
    expect(config.imgUploadSizeAndTypes).toEqual([
      { fileTypes: ['image/gif', 'image/jpeg', 'image/png', 'image/webp'], maxUploadSize: 5 },
    ]);
    const off = node('agentAgentflow_0', 'agentAgentflow', 'Agent Flows', {
      agentModelConfig: { allowImageUploads: false },
    });
    expect(uploadsConfigOf(flow([start, off]), 20).isImageUploadAllowed).toBe(false);
  });

  it('allows images in chatflows only with a chain that passes them and a chat model that allows them', () => {
    const model = node('chatOpenAI_0', 'chatOpenAI', 'Chat Models', { allowImageUploads: true });
    const chain = node('conversationChain_0', 'conversationChain', 'Chains');
    expect(uploadsConfigOf(flow([model, chain]), 20).isImageUploadAllowed).toBe(true);
    expect(uploadsConfigOf(flow([model]), 20).isImageUploadAllowed).toBe(false);
  });

  it('allows whole files when fullFileUpload is on, with its types and at most the server’s size', () => {
    const config = uploadsConfigOf(
      flow([start], {
        chatbotConfig: { fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain, text/csv' } },
      }),
      20,
    );
    // Whole files are not RAG uploads: the chat widget would upsert them into a vector store the flow lacks.
    expect(config.isRAGFileUploadAllowed).toBe(false);
    expect(config.fileUploadSizeAndTypes).toEqual([
      { fileTypes: ['text/plain', 'text/csv'], maxUploadSize: 20 },
    ]);
    const any = uploadsConfigOf(
      flow([start], { chatbotConfig: { fullFileUpload: { status: true, maxUploadSize: 500 } } }),
      20,
    );
    expect(any.fileUploadSizeAndTypes).toEqual([{ fileTypes: ['*'], maxUploadSize: 20 }]);
    const off = uploadsConfigOf(flow([start], { chatbotConfig: { fullFileUpload: { status: false } } }), 20);
    expect(off.isRAGFileUploadAllowed).toBe(false);
  });

  it('allows files for a vector store with file upload fed by a loader with file types', () => {
    const store = node('memoryVectorStore_0', 'memoryVectorStore', 'Vector Stores', { fileUpload: true });
    const loader = node(
      'pdfFile_0',
      'pdfFile',
      'Document Loaders',
      {},
      {
        inputParams: [{ name: 'pdfFile', type: 'file', fileType: '.pdf, .txt' }],
      },
    );
    const edges = [
      {
        id: 'e',
        source: 'pdfFile_0',
        target: 'memoryVectorStore_0',
        targetHandle: 'memoryVectorStore_0-input-document-Document',
      },
    ];
    const config = uploadsConfigOf(flow([store, loader], { edges }), 20);
    expect(config.isRAGFileUploadAllowed).toBe(true);
    expect(config.fileUploadSizeAndTypes).toEqual([{ fileTypes: ['.pdf', '.txt'], maxUploadSize: 500 }]);
  });

  it('turns speech to text on when a provider other than none has status true', () => {
    expect(
      uploadsConfigOf(flow([start], { speechToText: { openAIWhisper: { status: true } } }), 20)
        .isSpeechToTextEnabled,
    ).toBe(true);
    expect(
      uploadsConfigOf(flow([start], { speechToText: { none: { status: true } } }), 20).isSpeechToTextEnabled,
    ).toBe(false);
    expect(
      uploadsConfigOf(flow([start], { speechToText: { openAIWhisper: { status: false } } }), 20)
        .isSpeechToTextEnabled,
    ).toBe(false);
  });

  it('allows nothing for a flow whose stored text is not a flow', () => {
    const broken = { flowData: 'not json', chatbotConfig: '{', speechToText: 'x' };
    expect(uploadsConfigOf(broken, 20).isImageUploadAllowed).toBe(false);
  });
});
