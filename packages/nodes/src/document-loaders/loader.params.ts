// Parameters every document loader declares the same way (Flowise 3.x names, types and texts).
import type { InputParam, NodeOutput } from '@loomflow/core';

export const DOCUMENT_LOADER_CATEGORY = 'Document Loaders';

/** Text extensions the Text File loader reads (Flowise's list). */
export const TEXT_FILE_TYPES =
  '.txt, .html, .aspx, .asp, .cpp, .c, .cs, .css, .go, .h, .java, .js, .less, .ts, .php, .proto, .python, .py, .rst, .ruby, .rb, .rs, .scala, .sc, .scss, .sol, .sql, .swift, .markdown, .md, .tex, .ltx, .vb, .xml';

/** A file input: uploads through the document store (or Flowise's data-URL values). */
export function fileParam<const Name extends string>(label: string, name: Name, fileType: string) {
  return { label, name, type: 'file', fileType } as const satisfies InputParam;
}

/** Chatflows connect a text splitter here; document stores choose one beside the loader. */
export const textSplitterParam = {
  label: 'Text Splitter',
  name: 'textSplitter',
  type: 'TextSplitter',
  optional: true,
} as const satisfies InputParam;

export const metadataParam = {
  label: 'Additional Metadata',
  name: 'metadata',
  type: 'json',
  description: 'Additional metadata to be added to the extracted documents',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

export const omitMetadataKeysParam = {
  label: 'Omit Metadata Keys',
  name: 'omitMetadataKeys',
  type: 'string',
  rows: 4,
  description:
    'Each document loader comes with a default set of metadata keys that are extracted from the document. You can use this field to omit some of the default metadata keys. The value should be a list of keys, separated by comma. Use * to omit all metadata keys except the ones you specify in the Additional Metadata field',
  placeholder: 'key1, key2, key3.nestedKey1',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

/** The two metadata parameters every loader ends with. */
export const metadataParams = [metadataParam, omitMetadataKeysParam] as const;

/** PDF usage: a document per page or per file. */
export function pdfUsageParam(label: string, name: string, extra: Partial<InputParam> = {}) {
  return {
    label,
    name,
    type: 'options',
    options: [
      { label: 'One document per page', name: 'perPage' },
      { label: 'One document per file', name: 'perFile' },
    ],
    default: 'perPage',
    ...extra,
  } as const satisfies InputParam;
}

/** Loaders answer documents, or their text concatenated. */
export const LOADER_OUTPUTS = [
  {
    label: 'Document',
    name: 'document',
    description: 'Array of document objects containing metadata and pageContent',
    baseClasses: ['Document', 'json'],
  },
  {
    label: 'Text',
    name: 'text',
    description: 'Concatenated string from pageContent of documents',
    baseClasses: ['string', 'json'],
  },
] as const satisfies readonly NodeOutput[];

/** The fields every loader definition shares. */
export const LOADER_BASE = {
  type: 'Document',
  category: DOCUMENT_LOADER_CATEGORY,
  baseClasses: ['Document'],
  outputs: LOADER_OUTPUTS,
} as const;
