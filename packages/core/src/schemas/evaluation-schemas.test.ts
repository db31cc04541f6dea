import { describe, expect, it } from 'vitest';
import {
  createDatasetRowSchema,
  createDatasetSchema,
  datasetCsvImportSchema,
  datasetCsvPreviewRequestSchema,
  datasetRowsQuerySchema,
  deleteDatasetRowsSchema,
  reorderDatasetRowsSchema,
  updateDatasetRowSchema,
  updateDatasetSchema,
} from './dataset.ts';
import {
  compareEvaluationsQuerySchema,
  createEvaluationSchema,
  deleteEvaluationsSchema,
  evaluationRunsQuerySchema,
} from './evaluation.ts';
import { createEvaluatorSchema, tryEvaluatorSchema, updateEvaluatorSchema } from './evaluator.ts';
import { describeSchema } from './schema-cases.test-support.ts';

// Evaluation requests (Flowise 3.x paths): datasets and their rows, evaluators, evaluations and their runs.

describeSchema('createDatasetSchema', createDatasetSchema, {
  valid: [
    {
      name: 'a name and description, trimmed',
      input: { name: ' QA ', description: ' set ' },
      output: { name: 'QA', description: 'set' },
    },
  ],
  invalid: [
    { name: 'a blank name', input: { name: '' }, path: 'name', message: 'Name is required' },
    {
      name: 'a description over 2,000 characters',
      input: { name: 'QA', description: 'd'.repeat(2001) },
      path: 'description',
      message: 'Description is too long',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateDatasetSchema', updateDatasetSchema, {
  valid: [{ name: 'nothing', input: {} }],
  invalid: [{ name: 'a blank name', input: { name: ' ' }, path: 'name', message: 'Name is required' }],
  unknownKeys: 'stripped',
});

describeSchema('datasetRowsQuerySchema', datasetRowsQuerySchema, {
  valid: [
    { name: 'nothing (first page of 50)', input: {}, output: { page: 1, limit: 50 } },
    { name: 'numbers as text', input: { page: '2', limit: '500' }, output: { page: 2, limit: 500 } },
  ],
  invalid: [
    { name: 'page 0', input: { page: '0' }, path: 'page' },
    { name: 'a limit over 500', input: { limit: '501' }, path: 'limit' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('createDatasetRowSchema', createDatasetRowSchema, {
  valid: [
    {
      name: 'an input (no expected output)',
      input: { datasetId: 'd1', input: 'Hi' },
      output: { datasetId: 'd1', input: 'Hi', output: '' },
    },
  ],
  invalid: [
    {
      name: 'a blank input',
      input: { datasetId: 'd1', input: '  ' },
      path: 'input',
      message: 'Input is required',
    },
    {
      name: 'an output over 100,000 characters',
      input: { datasetId: 'd1', input: 'x', output: 'o'.repeat(100_001) },
      path: 'output',
      message: 'Text is too long (100,000 characters at most)',
    },
    { name: 'no dataset', input: { input: 'x' }, path: 'datasetId' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateDatasetRowSchema', updateDatasetRowSchema, {
  valid: [{ name: 'a new expected output', input: { output: '' } }],
  invalid: [{ name: 'a blank input', input: { input: '' }, path: 'input', message: 'Input cannot be empty' }],
  unknownKeys: 'stripped',
});

describeSchema('deleteDatasetRowsSchema', deleteDatasetRowsSchema, {
  valid: [{ name: 'rows of a dataset', input: { datasetId: 'd1', ids: ['r1'] } }],
  invalid: [
    { name: 'no rows', input: { datasetId: 'd1', ids: [] }, path: 'ids', message: 'Choose at least one row' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('reorderDatasetRowsSchema', reorderDatasetRowsSchema, {
  valid: [
    {
      name: "Flowise's rows with gaps",
      input: {
        datasetId: 'd1',
        rows: [
          { id: 'r2', sequenceNo: 0 },
          { id: 'r1', sequenceNo: 5 },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'no rows',
      input: { datasetId: 'd1', rows: [] },
      path: 'rows',
      message: 'Send every row of the dataset with its new sequence number',
    },
    {
      name: 'a negative number',
      input: { datasetId: 'd1', rows: [{ id: 'r1', sequenceNo: -1 }] },
      path: 'rows.0.sequenceNo',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('datasetCsvPreviewRequestSchema', datasetCsvPreviewRequestSchema, {
  valid: [
    {
      name: 'text with a header by default',
      input: { csv: 'a,b\n1,2' },
      output: { csv: 'a,b\n1,2', firstRowIsHeader: true },
    },
  ],
  invalid: [{ name: 'an empty file', input: { csv: '' }, path: 'csv', message: 'The CSV file is empty' }],
  unknownKeys: 'stripped',
});

describeSchema('datasetCsvImportSchema', datasetCsvImportSchema, {
  valid: [
    {
      name: 'an input column (appending by default)',
      input: { csv: 'q\nhi', mapping: { input: 'q' } },
      output: { csv: 'q\nhi', firstRowIsHeader: true, mapping: { input: 'q' }, mode: 'append' },
    },
    {
      name: 'replacing, with an output column',
      input: {
        csv: 'q,a\nhi,yo',
        firstRowIsHeader: false,
        mapping: { input: 'Column 1', output: 'Column 2' },
        mode: 'replace',
      },
    },
  ],
  invalid: [
    {
      name: 'no input column',
      input: { csv: 'q', mapping: { input: '' } },
      path: 'mapping.input',
      message: 'Choose the column that holds the input',
    },
    { name: 'an unknown mode', input: { csv: 'q', mapping: { input: 'q' }, mode: 'merge' }, path: 'mode' },
  ],
  unknownKeys: 'stripped',
});

const textCheck = { type: 'text', config: { operator: 'contains', value: 'refund' } };

describeSchema('createEvaluatorSchema', createEvaluatorSchema, {
  valid: [
    {
      name: 'a text check, with defaults',
      input: { name: 'Mentions refund', ...textCheck },
      output: {
        name: 'Mentions refund',
        type: 'text',
        config: { operator: 'contains', value: 'refund', compareWith: 'value', caseSensitive: false },
      },
    },
    {
      name: 'a text check against the expected output (no value)',
      input: { name: 'Same', type: 'text', config: { operator: 'equals', compareWith: 'expectedOutput' } },
      output: {
        name: 'Same',
        type: 'text',
        config: { operator: 'equals', compareWith: 'expectedOutput', value: '', caseSensitive: false },
      },
    },
    {
      name: 'a regex',
      input: { name: 'R', type: 'regex', config: { pattern: '^ok', flags: 'i' } },
      output: { name: 'R', type: 'regex', config: { pattern: '^ok', flags: 'i', shouldMatch: true } },
    },
    {
      name: 'a numeric bound',
      input: {
        name: 'Fast',
        type: 'numeric',
        config: { measure: 'latencyMs', operator: 'lte', value: 2000 },
      },
    },
    { name: 'JSON validity', input: { name: 'J', type: 'json', config: { check: 'valid' } } },
    {
      name: 'an LLM judge',
      input: { name: 'Judge', type: 'llm', config: { prompt: 'Grade {{actualOutput}}' } },
      output: { name: 'Judge', type: 'llm', config: { prompt: 'Grade {{actualOutput}}', passThreshold: 7 } },
    },
  ],
  invalid: [
    {
      name: 'a text check without text',
      input: { name: 'T', type: 'text', config: { operator: 'contains' } },
      path: 'config.value',
      message: 'Enter the text to compare with',
    },
    {
      name: 'regex flags other than imsu',
      input: { name: 'R', type: 'regex', config: { pattern: 'a', flags: 'g' } },
      path: 'config.flags',
      message: 'Flags may only be i, m, s and u',
    },
    {
      name: 'a schema check without a schema',
      input: { name: 'J', type: 'json', config: { check: 'schema' } },
      path: 'config.schema',
      message: 'Enter the JSON schema the answer must match',
    },
    {
      name: 'a judge threshold over 10',
      input: { name: 'L', type: 'llm', config: { prompt: 'p', passThreshold: 11 } },
      path: 'config.passThreshold',
    },
    { name: 'an unknown type', input: { name: 'X', type: 'vibes', config: {} }, path: 'type' },
    { name: 'no name', input: textCheck, path: 'name' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('updateEvaluatorSchema', updateEvaluatorSchema, {
  valid: [
    { name: 'a new name', input: { name: 'Renamed' } },
    {
      name: 'a whole new definition',
      input: { type: 'numeric', config: { measure: 'cost', operator: 'lt', value: 0.01 } },
    },
  ],
  invalid: [
    { name: 'a config without its type', input: { name: 'X', config: { pattern: 'a' } }, path: '' },
    { name: 'a blank name', input: { name: '' }, path: 'name' },
  ],
});

describe('updateEvaluatorSchema and unknown keys', () => {
  it('refuses a key it does not know beside a name alone, and strips it beside a definition', () => {
    expect(updateEvaluatorSchema.safeParse({ name: 'X', sentByFlowise: 1 }).success).toBe(false);
    expect(updateEvaluatorSchema.parse({ name: 'X', sentByFlowise: 1, ...textCheck })).not.toHaveProperty(
      'sentByFlowise',
    );
  });
});

describeSchema('tryEvaluatorSchema', tryEvaluatorSchema, {
  valid: [
    {
      name: 'a saved evaluator on a sample',
      input: { evaluatorId: 'e1', sample: { actualOutput: 'ok' } },
      output: { evaluatorId: 'e1', sample: { actualOutput: 'ok', input: '', expectedOutput: '' } },
    },
    {
      name: 'a definition being edited, named Try',
      input: { evaluator: textCheck, sample: { actualOutput: 'a refund' } },
      output: {
        evaluator: {
          name: 'Try',
          type: 'text',
          config: { operator: 'contains', value: 'refund', compareWith: 'value', caseSensitive: false },
        },
        sample: { actualOutput: 'a refund', input: '', expectedOutput: '' },
      },
    },
  ],
  invalid: [
    {
      name: 'both',
      input: { evaluatorId: 'e1', evaluator: textCheck, sample: { actualOutput: '' } },
      path: 'evaluator',
      message: 'Send either evaluatorId or evaluator, not both',
    },
    {
      name: 'neither',
      input: { sample: { actualOutput: '' } },
      path: 'evaluator',
      message: 'Send either evaluatorId or evaluator, not both',
    },
    {
      name: 'a sample without an answer',
      input: { evaluatorId: 'e1', sample: {} },
      path: 'sample.actualOutput',
    },
    {
      name: 'a negative latency',
      input: { evaluatorId: 'e1', sample: { actualOutput: '', latencyMs: -1 } },
      path: 'sample.latencyMs',
    },
    {
      name: 'a judge without a model name',
      input: {
        evaluatorId: 'e1',
        sample: { actualOutput: '' },
        judgeModel: { chatModel: 'chatOpenAI', modelName: '' },
      },
      path: 'judgeModel.modelName',
      message: 'Enter the model name',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('createEvaluationSchema', createEvaluationSchema, {
  valid: [
    {
      name: 'flows and a dataset, with defaults',
      input: { name: 'Nightly', flowIds: ['f1'], datasetId: 'd1' },
      output: {
        name: 'Nightly',
        flowIds: ['f1'],
        datasetId: 'd1',
        evaluatorIds: [],
        mode: 'independent',
        concurrency: 2,
      },
    },
    {
      name: 'a conversation with a judge model',
      input: {
        name: 'Chat',
        flowIds: ['f1', 'f2'],
        datasetId: 'd1',
        evaluatorIds: ['e1'],
        judgeModel: { chatModel: 'chatOpenAI', modelName: 'gpt-4o' },
        mode: 'conversation',
        concurrency: 10,
      },
    },
  ],
  invalid: [
    {
      name: 'no flow',
      input: { name: 'N', flowIds: [], datasetId: 'd1' },
      path: 'flowIds',
      message: 'Choose at least one flow',
    },
    {
      name: 'over 20 flows',
      input: { name: 'N', flowIds: Array.from({ length: 21 }, (_, index) => `f${index}`), datasetId: 'd1' },
      path: 'flowIds',
      message: 'Choose at most 20 flows',
    },
    {
      name: 'a concurrency over 10',
      input: { name: 'N', flowIds: ['f1'], datasetId: 'd1', concurrency: 11 },
      path: 'concurrency',
    },
    {
      name: 'an unknown mode',
      input: { name: 'N', flowIds: ['f1'], datasetId: 'd1', mode: 'batch' },
      path: 'mode',
    },
  ],
  unknownKeys: 'stripped',
});

describeSchema('evaluationRunsQuerySchema', evaluationRunsQuerySchema, {
  valid: [
    { name: 'nothing (first page of 200)', input: {}, output: { page: 1, limit: 200 } },
    {
      name: 'one flow’s failures',
      input: { flowId: 'f1', status: 'fail', page: '3' },
      output: { flowId: 'f1', status: 'fail', page: 3, limit: 200 },
    },
  ],
  invalid: [
    { name: 'an unknown status', input: { status: 'passed' }, path: 'status' },
    { name: 'a limit over 1,000', input: { limit: '1001' }, path: 'limit' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('compareEvaluationsQuerySchema', compareEvaluationsQuerySchema, {
  valid: [
    { name: 'repeated ids', input: { ids: ['a', 'b'] } },
    { name: 'a comma list', input: { ids: 'a,b,c' }, output: { ids: ['a', 'b', 'c'] } },
  ],
  invalid: [
    {
      name: 'one id',
      input: { ids: 'a' },
      path: 'ids',
      message: 'Choose at least two evaluations to compare',
    },
    { name: 'six ids', input: { ids: 'a,b,c,d,e,f' }, path: 'ids' },
  ],
  unknownKeys: 'stripped',
});

describeSchema('deleteEvaluationsSchema', deleteEvaluationsSchema, {
  valid: [
    { name: 'ids (this version only)', input: { ids: ['v1'] }, output: { ids: ['v1'], allVersions: false } },
  ],
  invalid: [{ name: 'no ids', input: { ids: [] }, path: 'ids', message: 'Choose at least one evaluation' }],
  unknownKeys: 'stripped',
});
