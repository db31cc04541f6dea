import type { NodeName } from '../../node-registry.ts';
import type { DocumentLoaderExecutor } from '../../runtime/document-processing.ts';
import { plainText } from '../source-loader.nodes.ts';
import { applyLoaderMetadata } from './loader-metadata.ts';
import { NodeInputs } from './node-inputs.ts';

/** Plain Text: the text typed in the node, one document. */
export const plainTextLoader: DocumentLoaderExecutor<NodeName> = {
  name: plainText.name,
  load(context) {
    return Promise.resolve().then(() => {
      const inputs = new NodeInputs(plainText.label, context.inputs);
      const text = inputs.text('text') ?? inputs.fail('"text" is empty; type the text to load');
      return applyLoaderMetadata([{ pageContent: text, metadata: {} }], inputs);
    });
  },
};
