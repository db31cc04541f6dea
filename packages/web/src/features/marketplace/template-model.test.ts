import { describe, expect, it } from 'vitest';
import {
  createPermissionOf,
  filterTemplates,
  findTemplate,
  flowTypeOf,
  NO_FILTER,
  previewPathOf,
  templateToolOf,
  usecasesOf,
} from './template-model.ts';
import { BUILTIN_TEMPLATES, template } from './test-templates.ts';

const names = (list: { templateName: string }[]) => list.map((item) => item.templateName);

describe('template model', () => {
  it('lists every use case once, alphabetically', () => {
    expect(usecasesOf(BUILTIN_TEMPLATES)).toEqual([
      'Agent',
      'Customer Support',
      'Interacting with API',
      'SQL',
    ]);
  });

  it('filters by type, by any chosen use case and by name or description', () => {
    expect(names(filterTemplates(BUILTIN_TEMPLATES, NO_FILTER))).toHaveLength(4);
    expect(names(filterTemplates(BUILTIN_TEMPLATES, { ...NO_FILTER, type: 'AgentflowV2' }))).toEqual([
      'Support Router',
    ]);
    expect(names(filterTemplates(BUILTIN_TEMPLATES, { ...NO_FILTER, usecases: ['SQL', 'Agent'] }))).toEqual([
      'Support Router',
      'SQL Team',
    ]);
    expect(names(filterTemplates(BUILTIN_TEMPLATES, { ...NO_FILTER, search: 'WEATHER of' }))).toEqual([
      'Weather Tool',
    ]);
    expect(names(filterTemplates(BUILTIN_TEMPLATES, { ...NO_FILTER, search: 'billing' }))).toEqual([
      'Billing Assistant',
    ]);
    expect(filterTemplates(BUILTIN_TEMPLATES, { type: 'Tool', usecases: ['SQL'], search: '' })).toHaveLength(
      0,
    );
  });

  it('maps template types to flow types, permissions and preview paths', () => {
    expect(flowTypeOf('Chatflow')).toBe('CHATFLOW');
    expect(flowTypeOf('Agentflow')).toBe('MULTIAGENT');
    expect(flowTypeOf('AgentflowV2')).toBe('AGENTFLOW');
    expect(flowTypeOf('Tool')).toBeNull();
    expect(createPermissionOf('Chatflow')).toBe('chatflows:create');
    expect(createPermissionOf('Agentflow')).toBe('agentflows:create');
    expect(createPermissionOf('AgentflowV2')).toBe('agentflows:create');
    expect(createPermissionOf('Tool')).toBe('tools:create');
    expect(previewPathOf({ id: 'a b', type: 'Chatflow' })).toBe('/marketplace/a%20b');
    expect(previewPathOf({ id: 'x', type: 'Agentflow' })).toBe('/marketplace/x');
    expect(previewPathOf({ id: 'x', type: 'AgentflowV2' })).toBe('/v2/marketplace/x');
    expect(previewPathOf({ id: 'x', type: 'Tool' })).toBeNull();
  });

  it('reads the tool of a tool template, and nothing from unreadable data', () => {
    const tool = BUILTIN_TEMPLATES.find((item) => item.type === 'Tool');
    expect(tool && templateToolOf(tool)).toMatchObject({
      name: 'get_weather',
      func: 'return "sunny in " + $city;',
    });
    expect(templateToolOf(template({ id: 'broken', flowData: 'not json' }))).toBeNull();
    expect(templateToolOf(template({ id: 'flow' }))).toBeNull();
  });

  it('finds a template in the first list that has it', () => {
    const custom = [template({ id: 'mine' })];
    expect(findTemplate([BUILTIN_TEMPLATES, custom], 'mine')?.id).toBe('mine');
    expect(findTemplate([undefined, custom], 'sql-team')).toBeUndefined();
  });
});
