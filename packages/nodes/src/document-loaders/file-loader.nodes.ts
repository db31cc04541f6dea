// Data declared by Flowise 3.x for these node types (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import {
  LOADER_BASE,
  TEXT_FILE_TYPES,
  fileParam,
  metadataParams,
  pdfUsageParam,
  textSplitterParam,
} from './loader.params.ts';

/** Text File: text files of any common kind (txt, md, code…), one document each. */
export const textFile = defineNode({
  ...LOADER_BASE,
  label: 'Text File',
  name: 'textFile',
  version: 3,
  description: 'Load data from text files',
  inputs: [fileParam('Txt File', 'txtFile', TEXT_FILE_TYPES), textSplitterParam, ...metadataParams],
});

/** Pdf File: the text of PDFs, a document per page or per file. */
export const pdfFile = defineNode({
  ...LOADER_BASE,
  label: 'Pdf File',
  name: 'pdfFile',
  version: 2,
  description: 'Load data from PDF files',
  inputs: [
    fileParam('Pdf File', 'pdfFile', '.pdf'),
    textSplitterParam,
    pdfUsageParam('Usage', 'usage'),
    {
      label: 'Use Legacy Build',
      name: 'legacyBuild',
      type: 'boolean',
      description: 'Kept for Flowise flows; PDF.js always runs its Node build here.',
      optional: true,
      additionalParams: true,
    },
    ...metadataParams,
  ],
});

/** Docx File: the text of Word documents. */
export const docxFile = defineNode({
  ...LOADER_BASE,
  label: 'Docx File',
  name: 'docxFile',
  version: 2,
  description: 'Load data from DOCX files',
  inputs: [fileParam('Docx File', 'docxFile', '.docx'), textSplitterParam, ...metadataParams],
});

/** Csv File: one document per row (or one for the file), all columns or the chosen ones. */
export const csvFile = defineNode({
  ...LOADER_BASE,
  label: 'Csv File',
  name: 'csvFile',
  version: 3,
  description: 'Load data from CSV files',
  inputs: [
    fileParam('Csv File', 'csvFile', '.csv'),
    textSplitterParam,
    {
      label: 'Single Column Extraction',
      name: 'columnName',
      type: 'string',
      description:
        'Extracting a single column (its bare values), or several separated by commas ("column: value" lines)',
      placeholder: 'Enter column name',
      optional: true,
    },
    {
      label: 'Usage',
      name: 'usage',
      type: 'options',
      options: [
        { label: 'One document per row', name: 'perRow' },
        { label: 'One document per file', name: 'perFile' },
      ],
      default: 'perRow',
      optional: true,
      additionalParams: true,
    },
    ...metadataParams,
  ],
});

const jsonMetadataHint =
  'Values starting with "/" are JSON pointers read from each record, e.g. {"author": "/author", "kind": "faq"}';

/** Json File: the values JSON pointers select, one document per array element, or every text value. */
export const jsonFile = defineNode({
  ...LOADER_BASE,
  label: 'Json File',
  name: 'jsonFile',
  version: 3.1,
  description: 'Load data from JSON files',
  inputs: [
    fileParam('Json File', 'jsonFile', '.json'),
    textSplitterParam,
    {
      label: 'Separate by JSON Object (JSON Array)',
      name: 'separateByObject',
      type: 'boolean',
      description: 'If enabled and the file is a JSON Array, each JSON object will be extracted as a chunk',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Pointers Extraction (separated by commas)',
      name: 'pointersName',
      type: 'string',
      description:
        'Ex: { "key": "value" }, Pointer Extraction = "key", "value" will be extracted as pageContent of the chunk. A pointer starting with "/" is a JSON pointer from the root (/items/0/text). Use comma to separate multiple pointers',
      optional: true,
      hide: { separateByObject: true },
    },
    {
      ...metadataParams[0],
      description: `Additional metadata to be added to the extracted documents. ${jsonMetadataHint}`,
    },
    metadataParams[1],
  ],
});

/** Json Lines File: the pointer's value on each line. */
export const jsonlinesFile = defineNode({
  ...LOADER_BASE,
  label: 'Json Lines File',
  name: 'jsonlinesFile',
  version: 3,
  description: 'Load data from JSON Lines files',
  inputs: [
    fileParam('Jsonlines File', 'jsonlinesFile', '.jsonl'),
    textSplitterParam,
    {
      label: 'Pointer Extraction',
      name: 'pointerName',
      type: 'string',
      placeholder: 'key',
      description:
        'Ex: { "key": "value" }, Pointer Extraction = "key", "value" will be extracted as pageContent of the chunk',
      optional: false,
    },
    {
      ...metadataParams[0],
      description: `Additional metadata to be added to the extracted documents. ${jsonMetadataHint}`,
    },
    metadataParams[1],
  ],
});

/** Markdown File: Markdown text; front matter becomes metadata. */
export const markdownFile = defineNode({
  ...LOADER_BASE,
  label: 'Markdown File',
  name: 'markdownFile',
  version: 1,
  description: 'Load data from Markdown files (front matter becomes metadata)',
  inputs: [
    fileParam('Markdown File', 'markdownFile', '.md, .markdown, .mdx'),
    textSplitterParam,
    ...metadataParams,
  ],
});

/** Html File: the readable text of HTML files. */
export const htmlFile = defineNode({
  ...LOADER_BASE,
  label: 'Html File',
  name: 'htmlFile',
  version: 1,
  description: 'Load the text of HTML files (scripts, styles and markup left out)',
  inputs: [
    fileParam('Html File', 'htmlFile', '.html, .htm, .xhtml'),
    textSplitterParam,
    {
      label: 'Selector (CSS)',
      name: 'selector',
      type: 'string',
      description: 'Specify a CSS selector to select the content to be extracted',
      optional: true,
      additionalParams: true,
    },
    ...metadataParams,
  ],
});
