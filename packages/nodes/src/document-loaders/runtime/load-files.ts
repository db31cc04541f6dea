import type { LoaderContext, TextDocument } from '../../runtime/document-processing.ts';
import type { FileParser } from './file-parsers.ts';
import { pointerMetadata } from './json-documents.ts';
import { applyLoaderMetadata } from './loader-metadata.ts';
import { loaderFiles } from './loader-files.ts';
import type { NodeInputs } from './node-inputs.ts';

/**
 * Reads each file of a file loader with the parser `parserFor` picks for its name,
 * then applies the additional and omitted metadata keys.
 */
export async function loadFiles(
  context: LoaderContext,
  inputs: NodeInputs,
  inputName: string,
  parserFor: (fileName: string) => FileParser,
): Promise<TextDocument[]> {
  const documents = [];
  for (const file of loaderFiles(context, inputs, inputName)) {
    context.signal.throwIfAborted();
    const parse = parserFor(file.name);
    documents.push(...(await parse(file, await file.read(), inputs)));
  }
  return applyLoaderMetadata(documents, inputs, pointerMetadata);
}
