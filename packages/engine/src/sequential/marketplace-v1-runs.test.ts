import { parseFlowData, type FlowData, type FlowNode } from '@loomflow/core';
import { findChatflowComponent } from '@loomflow/nodes/runtime';

import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { AGENT_MEMORY_NAMES, SEQ_NODE_NAMES } from './seq-flow.ts';
import { FAKE_CREDENTIAL, runSeqTest, useFakeLlm } from './test-support/seq-test-kit.ts';

/**
 * Flowise's agentflow v1 templates (sequential agents, supervisor/workers) that need only chat models and
 * runnable tools compile and run to their end on LangGraph once their chat models point at the fake LLM.
 * The others need what a test machine has not: they are listed with the reason.
 */

const CHAT_MODELS: ReadonlySet<string> = new Set([
  'chatOpenAI',
  'chatAnthropic',
  'azureChatOpenAI',
  'chatGoogleGenerativeAI',
  'chatMistralAI',
  'groqChat',
  'chatOllama',
]);

/** Why a template cannot run here, or undefined. */
function missingCapability(flowData: FlowData): string | undefined {
  for (const node of flowData.nodes) {
    const { name } = node.data;
    if (
      SEQ_NODE_NAMES.has(name) ||
      AGENT_MEMORY_NAMES.has(name) ||
      name === 'stickyNote' ||
      CHAT_MODELS.has(name)
    )
      continue;
    if (node.data.category === 'Vector Stores') return `an external vector store (${name})`;
    if (name === 'customTool') return 'custom tools saved in a Flowise workspace';
    if (!findChatflowComponent(name)) return `the ${name} tool (an external service)`;
  }
  return undefined;
}

/** Every chat model node becomes ChatOpenAI at the fake server. */
function pointModelsAt(flowData: FlowData, baseUrl: string): FlowData {
  const retarget = (node: FlowNode): FlowNode =>
    CHAT_MODELS.has(node.data.name)
      ? {
          ...node,
          data: {
            ...node.data,
            name: 'chatOpenAI',
            credential: FAKE_CREDENTIAL,
            inputs: { modelName: 'gpt-4o-mini', temperature: 0, basepath: baseUrl, streaming: true },
          },
        }
      : node;
  return { ...flowData, nodes: flowData.nodes.map(retarget) };
}

/** JSON for a structured-output request: its first enum choice the first time (a route), then the enum's first value (FINISH). */
function structuredAnswer(schemaText: string, round: number): string {
  const schema: unknown = JSON.parse(schemaText);
  const properties: [string, unknown][] =
    typeof schema === 'object' &&
    schema !== null &&
    'properties' in schema &&
    typeof schema.properties === 'object' &&
    schema.properties !== null
      ? Object.entries(schema.properties)
      : [];
  const answer: Record<string, unknown> = {};
  for (const [key, property] of properties) {
    const values: unknown =
      typeof property === 'object' && property !== null && 'enum' in property ? property.enum : undefined;
    const type: unknown =
      typeof property === 'object' && property !== null && 'type' in property ? property.type : 'string';
    if (Array.isArray(values)) answer[key] = round === 0 ? (values[1] ?? values[0]) : values[0];
    else if (type === 'number') answer[key] = 1;
    else if (type === 'boolean') answer[key] = true;
    else if (type === 'array') answer[key] = [];
    else answer[key] = `${key} from the fake model`;
  }
  return JSON.stringify(answer);
}

const templates = marketplaceFlows()
  .filter((flow) => flow.folder === 'agentflows')
  .map((flow) => {
    const parsed = parseFlowData(templateFlowData(flow));
    if (!parsed.ok) throw new Error(`${flow.name} does not parse`);
    return { name: flow.name, flowData: parsed.flowData, missing: missingCapability(parsed.flowData) };
  });
const runnable = templates
  .filter((template) => template.missing === undefined)
  .map((t) => [t.name, t.flowData] as const);

describe('Flowise agentflow v1 templates on LangGraph against the fake LLM', () => {
  const llm = useFakeLlm();

  it('runs the templates that need only chat models and tools; the others need outside services', () => {
    expect(runnable.map(([name]) => name).sort()).toEqual([
      'Branch Out Merge In',
      'Essay Writing & Grading',
      'Multi Agents',
      'Software Team',
    ]);
    expect(
      Object.fromEntries(templates.filter((t) => t.missing !== undefined).map((t) => [t.name, t.missing])),
    ).toEqual({
      'Agentic RAG': 'an external vector store (pinecone)',
      'Customer Support Team Agents': 'an external vector store (pinecone)',
      'Human In Loop RAG': 'an external vector store (pinecone)',
      'Lead Outreach': 'the googleCustomSearch tool (an external service)',
      'Patient Concierge': 'custom tools saved in a Flowise workspace',
      'Plan and Execute': 'the googleCustomSearch tool (an external service)',
      'Support Routing System': 'custom tools saved in a Flowise workspace',
      'Text to SQL': 'custom tools saved in a Flowise workspace',
    });
  });

  it.each(runnable)('%s runs to its end', async (_name, flowData) => {
    llm.fake.reset();
    let structuredRound = 0;
    llm.fake.script({
      times: Infinity,
      reply: (request) => {
        const instruction = request.messages
          .map((message) => (typeof message.content === 'string' ? message.content : ''))
          .find((text) => text.includes('It must match this JSON schema:\n'));
        if (instruction === undefined) return 'An answer from the fake model.';
        const schema = instruction.slice(instruction.indexOf('JSON schema:\n') + 'JSON schema:\n'.length);
        return structuredAnswer(schema.split('\n')[0] ?? '{}', structuredRound++);
      },
    });
    const run = await runSeqTest(pointModelsAt(flowData, llm.fake.url), { question: 'Build a todo app' });
    expect(run.result.error).toBeUndefined();
    expect(run.result.state).toBe('FINISHED');
    expect(run.result.text).not.toBe('');
    expect(run.agents.length).toBeGreaterThan(0);
    expect(llm.fake.chatRequests().length).toBeGreaterThan(0);
    expect(run.result.usage.totalTokens).toBeGreaterThan(0);
    for (const record of run.result.executionData) expect(record.status).toBe('FINISHED');
  });

  it('Branch Out Merge In runs both branches, then the merging agent once', async () => {
    const template = runnable.find(([name]) => name === 'Branch Out Merge In');
    if (!template) throw new Error('Branch Out Merge In template missing');
    llm.fake.script({ times: Infinity, reply: 'An answer from the fake model.' });
    const run = await runSeqTest(pointModelsAt(template[1], llm.fake.url), { question: 'plan a trip' });
    expect(run.result.state).toBe('FINISHED');
    expect(run.agents[0]).toBe('AgentA');
    expect([...run.agents.slice(1, 3)].sort()).toEqual(['AgentB', 'AgentC']);
    expect(run.agents.slice(3)).toEqual(['AgentD']);
  });
});
