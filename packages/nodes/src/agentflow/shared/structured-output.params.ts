// Data declared by Flowise 3.x for the LLM and Agent node types (names, parameter names, types, options).
import type { InputParam } from '@loomflow/core';
import { updateFlowStateParam } from './update-state.params.ts';

/** The inputs from `<prefix>StructuredOutput` on, which the LLM and Agent nodes declare alike. */
export function structuredOutputParams<Prefix extends 'llm' | 'agent'>(
  prefix: Prefix,
  subject: 'LLM' | 'Agent',
) {
  return [
    {
      label: 'JSON Structured Output',
      name: `${prefix}StructuredOutput` as const,
      description: `Instruct the ${subject} to give output in a JSON structured schema`,
      type: 'array',
      optional: true,
      acceptVariable: true,
      array: [
        {
          label: 'Key',
          name: 'key',
          type: 'string',
        },
        {
          label: 'Type',
          name: 'type',
          type: 'options',
          options: [
            {
              label: 'String',
              name: 'string',
            },
            {
              label: 'String Array',
              name: 'stringArray',
            },
            {
              label: 'Number',
              name: 'number',
            },
            {
              label: 'Boolean',
              name: 'boolean',
            },
            {
              label: 'Enum',
              name: 'enum',
            },
            {
              label: 'JSON Array',
              name: 'jsonArray',
            },
          ],
        },
        {
          label: 'Enum Values',
          name: 'enumValues',
          type: 'string',
          placeholder: 'value1, value2, value3',
          description: 'Enum values. Separated by comma',
          optional: true,
          show: {
            [`${prefix}StructuredOutput[$index].type`]: 'enum',
          },
        },
        {
          label: 'JSON Schema',
          name: 'jsonSchema',
          type: 'code',
          placeholder: `{
    "answer": {
        "type": "string",
        "description": "Value of the answer"
    },
    "reason": {
        "type": "string",
        "description": "Reason for the answer"
    },
    "optional": {
        "type": "boolean"
    },
    "count": {
        "type": "number"
    },
    "children": {
        "type": "array",
        "items": {
            "type": "object",
            "properties": {
                "value": {
                    "type": "string",
                    "description": "Value of the children's answer"
                }
            }
        }
    }
}`,
          description: 'JSON schema for the structured output',
          optional: true,
          hideCodeExecute: true,
          show: {
            [`${prefix}StructuredOutput[$index].type`]: 'jsonArray',
          },
        },
        {
          label: 'Description',
          name: 'description',
          type: 'string',
          placeholder: 'Description of the key',
        },
      ],
    },
    updateFlowStateParam(prefix),
  ] as const satisfies readonly InputParam[];
}
