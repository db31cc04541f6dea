// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { chunkParams, chunkSizeParam, chunkOverlapParam, splitterBase } from './text-splitter.params.ts';

export const recursiveCharacterTextSplitter = defineNode({
  ...splitterBase('RecursiveCharacterTextSplitter'),
  label: 'Recursive Character Text Splitter',
  name: 'recursiveCharacterTextSplitter',
  version: 2,
  description:
    'Split documents recursively by different characters - starting with "\\n\\n", then "\\n", then " "',
  inputs: [
    ...chunkParams,
    {
      label: 'Custom Separators',
      name: 'separators',
      type: 'string',
      rows: 4,
      description:
        'Array of custom separators to determine when to split the text, will override the default separators',
      placeholder: '["|", "##", ">", "-"]',
      additionalParams: true,
      optional: true,
    },
  ],
});

export const characterTextSplitter = defineNode({
  ...splitterBase('CharacterTextSplitter'),
  label: 'Character Text Splitter',
  name: 'characterTextSplitter',
  version: 1,
  description: 'splits only on one type of character (defaults to "\\n\\n").',
  inputs: [
    ...chunkParams,
    {
      label: 'Custom Separator',
      name: 'separator',
      type: 'string',
      placeholder: '" "',
      description: 'Separator to determine when to split the text, will override the default separator',
      optional: true,
    },
  ],
});

/** The BPE encodings the token splitter counts with (ranks shipped in js-tiktoken; nothing is downloaded). */
export const TOKEN_ENCODINGS = [
  'gpt2',
  'r50k_base',
  'p50k_base',
  'p50k_edit',
  'cl100k_base',
  'o200k_base',
] as const;

export const tokenTextSplitter = defineNode({
  ...splitterBase('TokenTextSplitter'),
  label: 'Token Text Splitter',
  name: 'tokenTextSplitter',
  version: 1,
  description:
    'Splits a raw text string by first converting the text into BPE tokens, then split these tokens into chunks and convert the tokens within a single chunk back into text.',
  inputs: [
    {
      label: 'Encoding Name',
      name: 'encodingName',
      type: 'options',
      options: TOKEN_ENCODINGS.map((name) => ({ label: name, name })),
      default: 'gpt2',
    },
    { ...chunkSizeParam, description: 'Number of tokens in each chunk. Default is 1000.' },
    { ...chunkOverlapParam, description: 'Number of tokens to overlap between chunks. Default is 200.' },
  ],
});

const HEADER_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export const markdownTextSplitter = defineNode({
  ...splitterBase('MarkdownTextSplitter'),
  label: 'Markdown Text Splitter',
  name: 'markdownTextSplitter',
  version: 1.1,
  description: 'Split your content into documents based on the Markdown headers',
  inputs: [
    ...chunkParams,
    {
      label: 'Split by Headers',
      name: 'splitByHeaders',
      type: 'options',
      description: 'Split documents at specified header levels. Headers will be included with their content.',
      default: 'disabled',
      options: [
        { label: 'Disabled', name: 'disabled' },
        ...HEADER_LEVELS.map((level) => ({
          label: `${'#'.repeat(level)} Headers (H${level})`,
          name: `h${level}`,
        })),
      ],
      optional: true,
    },
  ],
});

export const htmlToMarkdownTextSplitter = defineNode({
  ...splitterBase('HtmlToMarkdownTextSplitter'),
  label: 'HtmlToMarkdown Text Splitter',
  name: 'htmlToMarkdownTextSplitter',
  version: 1,
  description:
    'Converts Html to Markdown and then split your content into documents based on the Markdown headers',
  inputs: [...chunkParams],
});

/** The languages of the code splitter (Flowise's list). */
export const CODE_LANGUAGES = [
  'c',
  'cobol',
  'cpp',
  'csharp',
  'elixir',
  'go',
  'haskell',
  'html',
  'java',
  'js',
  'kotlin',
  'latex',
  'lua',
  'markdown',
  'php',
  'powershell',
  'proto',
  'python',
  'rst',
  'ruby',
  'rust',
  'scala',
  'sol',
  'swift',
  'ts',
] as const;

export const codeTextSplitter = defineNode({
  ...splitterBase('CodeTextSplitter'),
  label: 'Code Text Splitter',
  name: 'codeTextSplitter',
  version: 1,
  description: 'Split documents based on language-specific syntax',
  inputs: [
    {
      label: 'Language',
      name: 'language',
      type: 'options',
      options: CODE_LANGUAGES.map((name) => ({ label: name, name })),
    },
    ...chunkParams,
  ],
});

/** The text splitter node types we define (category Text Splitters); data only, safe for the browser. */
export const TEXT_SPLITTER_NODES = [
  recursiveCharacterTextSplitter,
  characterTextSplitter,
  tokenTextSplitter,
  markdownTextSplitter,
  htmlToMarkdownTextSplitter,
  codeTextSplitter,
] as const;
