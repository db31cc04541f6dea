import type { NodeName } from '../../node-registry.ts';
import { DynamicStructuredTool } from '@langchain/core/tools';
import { textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { ToolBuilder } from '../tool-builder.ts';
import { evaluateArithmetic } from './arithmetic.ts';

export const calculatorBuilder: ToolBuilder<NodeName> = {
  name: 'calculator',
  build: () =>
    Promise.resolve(
      new DynamicStructuredTool({
        name: 'calculator',
        description:
          'Useful for getting the result of a math expression. The input is a valid arithmetic expression.',
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'the expression, e.g. (2 + 3) * 4' } },
          required: ['input'],
        },
        func: (args: Readonly<Record<string, unknown>>) =>
          Promise.resolve(String(evaluateArithmetic(textOf(args.input)))),
      }),
    ),
};
