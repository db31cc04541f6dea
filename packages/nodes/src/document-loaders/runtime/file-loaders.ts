import type { NodeName } from '../../node-registry.ts';
import type { DocumentLoaderExecutor } from '../../runtime/document-processing.ts';
import {
  csvFile,
  docxFile,
  htmlFile,
  jsonFile,
  jsonlinesFile,
  markdownFile,
  pdfFile,
  textFile,
} from '../file-loader.nodes.ts';
import {
  parseCsv,
  parseDocx,
  parseHtml,
  parseJson,
  parseJsonLines,
  parseMarkdown,
  parsePdf,
  parseText,
  type FileParser,
} from './file-parsers.ts';
import { loadFiles } from './load-files.ts';
import { NodeInputs } from './node-inputs.ts';

/** A loader that reads the files of one input with one parser (built from the node's inputs). */
function fileLoader(
  definition: { readonly name: NodeName; readonly label: string },
  inputName: string,
  parserOf: (inputs: NodeInputs) => FileParser,
): DocumentLoaderExecutor<NodeName> {
  return {
    name: definition.name,
    async load(context) {
      const inputs = new NodeInputs(definition.label, context.inputs);
      const parser = parserOf(inputs);
      return await loadFiles(context, inputs, inputName, () => parser);
    },
  };
}

export const textFileLoader = fileLoader(textFile, 'txtFile', () => parseText);

export const pdfFileLoader = fileLoader(pdfFile, 'pdfFile', (inputs) =>
  parsePdf(inputs.choice('usage', ['perPage', 'perFile']) ?? 'perPage'),
);

export const docxFileLoader = fileLoader(docxFile, 'docxFile', () => parseDocx);

export const csvFileLoader = fileLoader(csvFile, 'csvFile', (inputs) =>
  parseCsv({
    columns: inputs.list('columnName'),
    usage: inputs.choice('usage', ['perRow', 'perFile']) ?? 'perRow',
  }),
);

export const jsonFileLoader = fileLoader(jsonFile, 'jsonFile', (inputs) => {
  const separateByObject = inputs.boolean('separateByObject') === true;
  return parseJson({ separateByObject, pointers: separateByObject ? [] : inputs.list('pointersName') });
});

export const jsonlinesFileLoader = fileLoader(jsonlinesFile, 'jsonlinesFile', (inputs) =>
  parseJsonLines(inputs.required('pointerName', 'name the key whose value each line contributes')),
);

export const markdownFileLoader = fileLoader(markdownFile, 'markdownFile', () => parseMarkdown);

export const htmlFileLoader = fileLoader(htmlFile, 'htmlFile', (inputs) =>
  parseHtml(inputs.string('selector')),
);
