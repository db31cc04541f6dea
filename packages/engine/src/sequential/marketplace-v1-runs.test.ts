import { MemorySaver } from '@langchain/langgraph';
import { parseFlowData, type FlowData, type FlowNode } from '@loomflow/core';
import { findChatflowComponent, type CodeRunner, type RuntimeServices } from '@loomflow/nodes/runtime';

import { fakeReply, structuredReply, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { AGENT_MEMORY_NAMES, SEQ_NODE_NAMES } from './seq-flow.ts';
import {
  MARKETPLACE_WORKSPACE_TOOLS,
  marketplaceToolStore,
  recordingSandbox,
} from './test-support/marketplace-workspace-tools.ts';
import {
  FAKE_CREDENTIAL,
  runSeqTest,
  seqServices,
  useFakeLlm,
  type SeqTestRun,
} from './test-support/seq-test-kit.ts';

/**
 * Flowise's agentflow v1 templates (sequential agents, supervisor/workers) that need only chat models, runnable
 * tools and the custom tools of the user's workspace (./test-support/marketplace-workspace-tools.ts) compile and
 * run to their end on LangGraph once their chat models point at the fake LLM. The others need what a test
 * machine has not: they are listed with the reason.
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
  const vectorStore = flowData.nodes.find((node) => node.data.category === 'Vector Stores')?.data.name;
  if (vectorStore !== undefined)
    return findChatflowComponent(vectorStore)
      ? `an external vector store (${vectorStore})`
      : `the ${vectorStore} vector store (not in Loomflow's library)`;
  for (const node of flowData.nodes) {
    const { name } = node.data;
    if (
      SEQ_NODE_NAMES.has(name) ||
      AGENT_MEMORY_NAMES.has(name) ||
      name === 'stickyNote' ||
      CHAT_MODELS.has(name)
    )
      continue;
    const selectedTool = node.data.inputs?.selectedTool;
    if (
      name === 'customTool' &&
      !(typeof selectedTool === 'string' && MARKETPLACE_WORKSPACE_TOOLS.has(selectedTool))
    )
      return 'a custom tool saved in a Flowise workspace that is not in the test workspace';
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

/** The test's services with the user's workspace: its custom tools, the sandbox they run in. */
function workspaceServices(sandbox: CodeRunner): RuntimeServices {
  return { ...seqServices(sandbox), customTools: marketplaceToolStore };
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
      'Patient Concierge',
      'Software Team',
      'Text to SQL',
    ]);
    expect(
      Object.fromEntries(templates.filter((t) => t.missing !== undefined).map((t) => [t.name, t.missing])),
    ).toEqual({
      'Agentic RAG': 'an external vector store (pinecone)',
      'Customer Support Team Agents': 'an external vector store (pinecone)',
      'Human In Loop RAG': 'an external vector store (pinecone)',
      'Lead Outreach': 'the googleCustomSearch tool (an external service)',
      'Plan and Execute': 'the googleCustomSearch tool (an external service)',
      'Support Routing System': "the faiss vector store (not in Loomflow's library)",
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
        // Native structured output (json_schema, forced tool call) gets the fake's JSON generated from the schema.
        if (instruction === undefined) return structuredReply(request) ?? 'An answer from the fake model.';
        const schema = instruction.slice(instruction.indexOf('JSON schema:\n') + 'JSON schema:\n'.length);
        return structuredAnswer(schema.split('\n')[0] ?? '{}', structuredRound++);
      },
    });
    const run = await runSeqTest(pointModelsAt(flowData, llm.fake.url), {
      question: 'Build a todo app',
      services: workspaceServices(recordingSandbox().runner),
    });
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

/** The flow data of a runnable template. */
function runnableTemplate(name: string): FlowData {
  const template = runnable.find(([templateName]) => templateName === name);
  if (!template) throw new Error(`${name} template missing`);
  return template[1];
}

/** The text of every message the fake LLM was sent in its `index`th chat request. */
function requestText(fake: FakeOpenAI, index: number): string {
  return (fake.chatRequests()[index]?.messages ?? [])
    .map((message) => (typeof message.content === 'string' ? message.content : ''))
    .join('\n');
}

/** The output a template's Condition took in a run. */
function conditionRoute(run: SeqTestRun): unknown {
  return run.result.executionData.find((record) => record.data.name === 'seqCondition')?.data.output.route;
}

/** Patient Concierge at the fake LLM, with the workspace's tools and a conversation kept across turns. */
function conciergeSession(fake: FakeOpenAI) {
  const sandbox = recordingSandbox();
  return {
    flow: pointModelsAt(runnableTemplate('Patient Concierge'), fake.url),
    sandbox,
    session: { services: workspaceServices(sandbox.runner), checkpointer: new MemorySaver() },
  };
}

describe('Flowise agentflow v1 templates with the custom tools of the user’s workspace', () => {
  const llm = useFakeLlm();

  it('Patient Concierge verifies the patient with patient_identity_database, then answers with patient_information_database', async () => {
    const { flow, sandbox, session } = conciergeSession(llm.fake);
    llm.fake.script(
      fakeReply.toolCall('patient_identity_database', {
        patient_name: 'John Doe',
        date_of_birth: '01-15-1980',
      }),
      'Thank you for verifying your identity, John. How can I assist you with your upcoming procedure?',
      fakeReply.toolCall('patient_information_database', { patient_name: 'John Doe', user_id: 'P-1001' }),
      'Your colonoscopy is on 07-22-2025 at 09:30 with Dr. Lee. Please take clear liquids only the day before.',
    );

    const verification = await runSeqTest(flow, {
      ...session,
      question: 'Hi, I am John Doe, born January 15, 1980. When is my procedure?',
    });
    expect(verification.result.error).toBeUndefined();
    expect(verification.result.state).toBe('FINISHED');
    // The Condition found no verified patient (End), the agent called its tool, then answered.
    expect(verification.agents).toEqual([
      'If user has been verified',
      'Identity Verification',
      'Identity Verification',
    ]);
    expect(conditionRoute(verification)).toBe('End');
    expect(verification.result.flowState).toEqual({
      userInfo: { user_id: 'P-1001', patient_name: 'John Doe', date_of_birth: '01-15-1980' },
    });
    expect(verification.result.text).toBe(
      'Thank you for verifying your identity, John. How can I assist you with your upcoming procedure?',
    );

    const question = await runSeqTest(flow, {
      ...session,
      question: 'When is my procedure and how do I prepare?',
    });
    expect(question.result.error).toBeUndefined();
    expect(question.result.state).toBe('FINISHED');
    expect(question.agents).toEqual(['If user has been verified', 'Concierge', 'Concierge']);
    expect(conditionRoute(question)).toBe('Concierge');
    expect(question.result.text).toBe(
      'Your colonoscopy is on 07-22-2025 at 09:30 with Dr. Lee. Please take clear liquids only the day before.',
    );

    expect(sandbox.toolRuns.map((run) => [run.tool, run.parameters, run.result])).toEqual([
      [
        'patient_identity_database',
        expect.objectContaining({ $patient_name: 'John Doe', $date_of_birth: '01-15-1980' }),
        JSON.stringify({ user_id: 'P-1001', patient_name: 'John Doe', date_of_birth: '01-15-1980' }),
      ],
      [
        'patient_information_database',
        expect.objectContaining({ $patient_name: 'John Doe', $user_id: 'P-1001' }),
        expect.stringContaining('"procedure":"Colonoscopy"'),
      ],
    ]);
    expect(requestText(llm.fake, 0)).toContain('Identity Verfication Specialist');
    expect(requestText(llm.fake, 2)).toContain('You are the Assistant in our Patient Concierge system');
    expect(requestText(llm.fake, 3)).toContain('Clear liquids only the day before');
    expect(llm.fake.pendingScripts()).toBe(0);
  });

  it('Patient Concierge keeps an unverified patient with Identity Verification', async () => {
    const { flow, sandbox, session } = conciergeSession(llm.fake);
    llm.fake.script(
      fakeReply.toolCall('patient_identity_database', {
        patient_name: 'John Doe',
        date_of_birth: '02-01-1990',
      }),
      'Sorry your information is not in our database.',
      'To verify your identity, please provide your full name and date of birth.',
    );

    const first = await runSeqTest(flow, { ...session, question: 'I am John Doe, born 02-01-1990.' });
    expect(first.result.text).toBe('Sorry your information is not in our database.');
    expect(sandbox.toolRuns.map((run) => run.result)).toEqual([
      'Sorry your information is not in our database.',
    ]);
    const second = await runSeqTest(flow, { ...session, question: 'When is my procedure?' });
    expect(second.result.state).toBe('FINISHED');
    expect(first.result.flowState).toEqual({ userInfo: null });
    expect([conditionRoute(first), conditionRoute(second)]).toEqual(['End', 'End']);
    expect(second.agents).toEqual(['If user has been verified', 'Identity Verification']);
    expect(second.result.text).toBe(
      'To verify your identity, please provide your full name and date of birth.',
    );
    expect(requestText(llm.fake, 2)).toContain('Identity Verfication Specialist');
    expect(llm.fake.pendingScripts()).toBe(0);
  });

  it('Text to SQL has the SQL Expert write the query and the SQL Executor run it with execute_sql', async () => {
    const decision = (next: string, instructions = ''): string =>
      JSON.stringify({ reasoning: `${next} is next`, next, instructions });
    const query = "SELECT COUNT(*) AS customers_in_france FROM customers WHERE country = 'France';";
    const sandbox = recordingSandbox();
    llm.fake.script(
      decision('SQL Expert', 'write the query counting the customers in France'),
      query,
      decision('SQL Executor', 'execute the query of the SQL Expert'),
      fakeReply.toolCall('execute_sql', { sql: query }),
      'The query ran without errors: there are 2 customers in France.',
      decision('FINISH'),
    );

    const run = await runSeqTest(pointModelsAt(runnableTemplate('Text to SQL'), llm.fake.url), {
      question: 'How many customers are in France?',
      services: workspaceServices(sandbox.runner),
    });
    expect(run.result.error).toBeUndefined();
    expect(run.result.state).toBe('FINISHED');
    expect(run.agents).toEqual([
      'Supervisor',
      'SQL Expert',
      'Supervisor',
      'SQL Executor',
      'SQL Executor',
      'Supervisor',
    ]);
    expect(run.result.text).toBe('The query ran without errors: there are 2 customers in France.');
    expect(sandbox.toolRuns.map((toolRun) => [toolRun.tool, toolRun.parameters, toolRun.result])).toEqual([
      ['execute_sql', expect.objectContaining({ $sql: query }), JSON.stringify([{ customers_in_france: 2 }])],
    ]);
    expect(requestText(llm.fake, 1)).toContain('CREATE TABLE customers');
    expect(requestText(llm.fake, 1)).toContain('As an SQL Expert at Flowise Inc');
    expect(requestText(llm.fake, 4)).toContain(JSON.stringify([{ customers_in_france: 2 }]));
    expect(llm.fake.pendingScripts()).toBe(0);
  });
});
