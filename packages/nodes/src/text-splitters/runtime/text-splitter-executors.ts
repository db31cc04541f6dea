import type { NodeName } from '../../node-registry.ts';
import { Document } from '@langchain/core/documents';
import {
  CharacterTextSplitter,
  MarkdownTextSplitter,
  RecursiveCharacterTextSplitter,
  type TextSplitter,
} from '@langchain/textsplitters';
import { NodeInputs } from '../../document-loaders/runtime/node-inputs.ts';
import type { TextDocument, TextSplitterExecutor } from '../../runtime/document-processing.ts';
import {
  CODE_LANGUAGES,
  TOKEN_ENCODINGS,
  characterTextSplitter,
  codeTextSplitter,
  htmlToMarkdownTextSplitter,
  markdownTextSplitter,
  recursiveCharacterTextSplitter,
  tokenTextSplitter,
} from '../text-splitter.nodes.ts';
import { chunkSettings } from './chunk-settings.ts';
import { codeSplitterLanguage } from './code-separators.ts';
import { MarkdownHeaderTextSplitter } from './markdown-header-splitter.ts';
import { LocalTokenTextSplitter } from './token-text-splitter.ts';

/** `\n`, `\t` typed as two characters mean the control character (as users type separators). */
function unescape(text: string): string {
  return text.replace(/\\n/g, '\n').replace(/\\r/g, '\r').replace(/\\t/g, '\t');
}

/** An executor from a node definition and how its splitter is built from the inputs. */
function splitter(
  definition: { readonly name: NodeName; readonly label: string },
  build: (inputs: NodeInputs) => TextSplitter,
  prepare: (text: string) => string | Promise<string> = (text) => text,
): TextSplitterExecutor<NodeName> {
  return {
    name: definition.name,
    async split(documents, values) {
      const inputs = new NodeInputs(definition.label, values);
      const textSplitter = build(inputs);
      const prepared = await Promise.all(
        documents.map(
          async (document) =>
            new Document({
              pageContent: await prepare(document.pageContent),
              metadata: { ...document.metadata },
            }),
        ),
      );
      const chunks = await textSplitter.splitDocuments(prepared);
      return chunks.map((chunk): TextDocument => ({
        pageContent: chunk.pageContent,
        metadata: chunk.metadata,
      }));
    },
  };
}

function customSeparators(inputs: NodeInputs): string[] | undefined {
  const parsed = inputs.json('separators');
  if (parsed === undefined) return undefined;
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((item) => typeof item === 'string'))
    return inputs.fail('"separators" must be a JSON list of texts, e.g. ["\\n\\n", "\\n", " "]');
  return parsed.filter((item): item is string => typeof item === 'string');
}

export const recursiveCharacterSplitter = splitter(recursiveCharacterTextSplitter, (inputs) => {
  const separators = customSeparators(inputs);
  return new RecursiveCharacterTextSplitter({
    ...chunkSettings(inputs),
    ...(separators ? { separators } : {}),
  });
});

export const characterSplitter = splitter(characterTextSplitter, (inputs) => {
  const separator = inputs.text('separator');
  return new CharacterTextSplitter({
    ...chunkSettings(inputs),
    ...(separator === undefined ? {} : { separator: unescape(separator) }),
  });
});

export const tokenSplitter = splitter(tokenTextSplitter, (inputs) => {
  const encoding = inputs.choice('encodingName', TOKEN_ENCODINGS) ?? 'gpt2';
  return new LocalTokenTextSplitter(encoding, chunkSettings(inputs));
});

export const markdownSplitter = splitter(markdownTextSplitter, (inputs) => {
  const level =
    inputs.choice('splitByHeaders', ['disabled', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']) ?? 'disabled';
  const settings = chunkSettings(inputs);
  return level === 'disabled'
    ? new MarkdownTextSplitter(settings)
    : new MarkdownHeaderTextSplitter(Number(level.slice(1)), settings);
});

export const htmlToMarkdownSplitter = splitter(
  htmlToMarkdownTextSplitter,
  (inputs) => new MarkdownTextSplitter(chunkSettings(inputs)),
  // node-html-markdown (and its HTML parser) is loaded with the first HTML to split.
  async (html) => (await import('node-html-markdown')).NodeHtmlMarkdown.translate(html),
);

export const codeSplitter = splitter(codeTextSplitter, (inputs) => {
  const language =
    inputs.choice('language', CODE_LANGUAGES) ??
    inputs.fail('"language" is empty; choose the language of the code');
  const settings = chunkSettings(inputs);
  const choice = codeSplitterLanguage(language);
  if (!choice) return inputs.fail(`the language "${language}" has no separators`);
  return choice.kind === 'langchain'
    ? RecursiveCharacterTextSplitter.fromLanguage(choice.language, settings)
    : new RecursiveCharacterTextSplitter({ ...settings, separators: choice.separators });
});
