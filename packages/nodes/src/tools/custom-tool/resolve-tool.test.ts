import { describe, expect, it } from 'vitest';
import type { CustomToolRecord, CustomToolStore, RuntimeServices } from '../../runtime/node-executor.ts';
import { resolveCustomTool } from './resolve-tool.ts';

const WEATHER: CustomToolRecord = {
  id: 'tool-1',
  name: 'get_weather',
  description: 'The weather of a city',
  schema: '[]',
  func: "return 'sunny';",
};

function contextWith(store: CustomToolStore) {
  return { nodeLabel: 'Weather agent', services: { customTools: store } as RuntimeServices };
}

const WORKSPACE: CustomToolStore = {
  get: (id) => Promise.resolve(id === WEATHER.id ? WEATHER : undefined),
  findByName: (name) => Promise.resolve(name === WEATHER.name ? WEATHER : undefined),
};

describe('resolveCustomTool', () => {
  it('finds the tool by its id (Flowise stores the id)', async () => {
    await expect(resolveCustomTool({ selectedTool: 'tool-1' }, contextWith(WORKSPACE))).resolves.toBe(
      WEATHER,
    );
  });

  it("re-binds another workspace's id to this workspace's tool of the noted name", async () => {
    const config = { selectedTool: 'foreign-id', selectedToolName: 'get_weather' };
    await expect(resolveCustomTool(config, contextWith(WORKSPACE))).resolves.toBe(WEATHER);
  });

  it('names the node and the tool when neither the id nor the name is a tool here', async () => {
    const config = { selectedTool: 'foreign-id', selectedToolName: 'get_stock' };
    await expect(resolveCustomTool(config, contextWith(WORKSPACE))).rejects.toThrow(
      'Custom Tool in "Weather agent": the tool "get_stock" (foreign-id) does not exist in this workspace',
    );
    await expect(resolveCustomTool({ selectedTool: 'foreign-id' }, contextWith(WORKSPACE))).rejects.toThrow(
      'Custom Tool in "Weather agent": the tool foreign-id does not exist in this workspace',
    );
  });

  it('says no tool is selected, naming the node', async () => {
    await expect(resolveCustomTool({ selectedTool: '' }, contextWith(WORKSPACE))).rejects.toThrow(
      'Custom Tool in "Weather agent": no tool is selected; choose one in Select Tool.',
    );
  });

  it('without a by-name lookup, a foreign id is reported missing', async () => {
    const idOnly: CustomToolStore = { get: (id) => WORKSPACE.get(id) };
    const config = { selectedTool: 'foreign-id', selectedToolName: 'get_weather' };
    await expect(resolveCustomTool(config, contextWith(idOnly))).rejects.toThrow(/does not exist/);
  });
});
