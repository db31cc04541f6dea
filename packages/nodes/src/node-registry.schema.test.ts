import { nodeDefinitionSchema } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { NODE_DEFINITIONS } from './node-registry.ts';

/** Where each problem is and what it says, for a readable failure. */
function problemsOf(value: unknown): string[] {
  const parsed = nodeDefinitionSchema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("core's node definition schema against the registry", () => {
  it.each(NODE_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    '%s is a node definition, as declared and as served in JSON',
    (_name, definition) => {
      expect(problemsOf(definition)).toEqual([]);
      expect(problemsOf(JSON.parse(JSON.stringify(definition)))).toEqual([]);
    },
  );

  it('checks every node type of the registry', () => {
    expect(NODE_DEFINITIONS.length).toBeGreaterThan(100);
  });
});
