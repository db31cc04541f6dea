import { Embeddings } from '@langchain/core/embeddings';
import { BaseLanguageModel } from '@langchain/core/language_models/base';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { BaseOutputParser } from '@langchain/core/output_parsers';
import { BasePromptTemplate, ChatPromptTemplate } from '@langchain/core/prompts';

/** Type guards executors check node-reference inputs with (LangChain's own class checks). */
export function isLanguageModel(value: unknown): value is BaseLanguageModel {
  return value instanceof BaseLanguageModel;
}

export function isChatModel(value: unknown): value is BaseChatModel {
  return value instanceof BaseChatModel;
}

export function isPromptTemplate(value: unknown): value is BasePromptTemplate {
  return value instanceof BasePromptTemplate;
}

export function isChatPromptTemplate(value: unknown): value is ChatPromptTemplate {
  return value instanceof ChatPromptTemplate;
}

export function isOutputParser(value: unknown): value is BaseOutputParser {
  return value instanceof BaseOutputParser;
}

export function isEmbeddings(value: unknown): value is Embeddings {
  return value instanceof Embeddings;
}
