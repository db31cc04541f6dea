import { chatModelNode } from './spec-helpers.ts';
import type { FlowTemplateSpec } from './template-spec.ts';

/** Built-in agentflows v1 (supervisor and workers, sequential agents on LangGraph), written for Loomflow. */
export const MULTIAGENT_TEMPLATES: readonly FlowTemplateSpec[] = [
  {
    name: 'Research and Write Team',
    description:
      'A supervisor hands the request to a researcher, then to a writer, and finishes when the answer is written.',
    usecases: ['Hierarchical Agent Teams'],
    badge: 'POPULAR',
    type: 'MULTIAGENT',
    nodes: [
      chatModelNode([0, 0], 0),
      {
        id: 'supervisor_0',
        name: 'supervisor',
        at: [420, 100],
        inputs: { supervisorName: 'Editor in Chief' },
      },
      {
        id: 'worker_0',
        name: 'worker',
        at: [840, 0],
        inputs: {
          workerName: 'Researcher',
          workerPrompt:
            'You gather the key facts, figures and open questions about the request. Answer in bullet points.',
        },
      },
      {
        id: 'worker_1',
        name: 'worker',
        at: [840, 420],
        inputs: {
          workerName: 'Writer',
          workerPrompt:
            'You turn the research so far into a clear answer of at most three paragraphs for a general reader.',
        },
      },
    ],
    edges: [
      { from: 'chatOpenAI_0', to: 'supervisor_0', input: 'model' },
      { from: 'supervisor_0', to: 'worker_0', input: 'supervisor' },
      { from: 'supervisor_0', to: 'worker_1', input: 'supervisor' },
    ],
  },
  {
    name: 'Software Delivery Team',
    description:
      'A tech lead coordinates a developer, a reviewer and a tester who can compute estimates with a calculator.',
    usecases: ['Hierarchical Agent Teams', 'Agent'],
    type: 'MULTIAGENT',
    nodes: [
      chatModelNode([0, 0], 0),
      { id: 'calculator_0', name: 'calculator', at: [0, 600] },
      { id: 'supervisor_0', name: 'supervisor', at: [420, 100], inputs: { supervisorName: 'Tech Lead' } },
      {
        id: 'worker_0',
        name: 'worker',
        at: [840, 0],
        inputs: {
          workerName: 'Developer',
          workerPrompt:
            'You write the code the request needs, with short comments, in the language the user names (TypeScript otherwise).',
        },
      },
      {
        id: 'worker_1',
        name: 'worker',
        at: [840, 420],
        inputs: {
          workerName: 'Reviewer',
          workerPrompt:
            'You review the latest code for bugs, security issues and readability and list concrete fixes.',
        },
      },
      {
        id: 'worker_2',
        name: 'worker',
        at: [840, 840],
        inputs: {
          workerName: 'Tester',
          workerPrompt:
            'You write test cases for the code and estimate the testing effort in hours with the calculator.',
        },
      },
    ],
    edges: [
      { from: 'chatOpenAI_0', to: 'supervisor_0', input: 'model' },
      { from: 'supervisor_0', to: 'worker_0', input: 'supervisor' },
      { from: 'supervisor_0', to: 'worker_1', input: 'supervisor' },
      { from: 'supervisor_0', to: 'worker_2', input: 'supervisor' },
      { from: 'calculator_0', to: 'worker_2', input: 'tools' },
    ],
  },
  {
    name: 'Sequential Help Desk',
    description:
      'Sequential agents: a help desk agent answers with the current date at hand, then the flow ends. Add steps between them as you grow.',
    usecases: ['Customer Support'],
    type: 'MULTIAGENT',
    nodes: [
      chatModelNode([0, 0], 0.3),
      { id: 'seqStart_0', name: 'seqStart', at: [420, 100] },
      { id: 'currentDateTime_0', name: 'currentDateTime', at: [420, 400] },
      {
        id: 'seqAgent_0',
        name: 'seqAgent',
        at: [840, 100],
        inputs: {
          agentName: 'Help Desk',
          systemMessagePrompt:
            'You are the help desk of a software company. Answer questions about accounts and subscriptions briefly, and give dates in full.',
        },
      },
      { id: 'seqEnd_0', name: 'seqEnd', at: [1260, 100] },
    ],
    edges: [
      { from: 'chatOpenAI_0', to: 'seqStart_0', input: 'model' },
      { from: 'seqStart_0', to: 'seqAgent_0', input: 'sequentialNode' },
      { from: 'currentDateTime_0', to: 'seqAgent_0', input: 'tools' },
      { from: 'seqAgent_0', to: 'seqEnd_0', input: 'sequentialNode' },
    ],
  },
  {
    name: 'Plan, Write, Polish',
    description:
      'Sequential agents in a row: an LLM node plans an outline, an agent writes from it and a last LLM node polishes the text.',
    usecases: ['Agent', 'Basic'],
    badge: 'NEW',
    type: 'MULTIAGENT',
    nodes: [
      chatModelNode([0, 0], 0.6),
      { id: 'seqStart_0', name: 'seqStart', at: [420, 100] },
      {
        id: 'seqLLMNode_0',
        name: 'seqLLMNode',
        at: [840, 100],
        inputs: {
          llmNodeName: 'Planner',
          systemMessagePrompt:
            'Plan a short outline (three to five points) for the text the user asks for. Do not write the text.',
        },
      },
      {
        id: 'seqAgent_0',
        name: 'seqAgent',
        at: [1260, 100],
        inputs: {
          agentName: 'Writer',
          systemMessagePrompt:
            'Write the text following the outline above. Keep each point to one paragraph.',
        },
      },
      {
        id: 'seqLLMNode_1',
        name: 'seqLLMNode',
        at: [1680, 100],
        inputs: {
          llmNodeName: 'Polisher',
          systemMessagePrompt:
            'Polish the text above: fix grammar, tighten sentences and keep the meaning. Answer with the final text only.',
        },
      },
      { id: 'seqEnd_0', name: 'seqEnd', at: [2100, 100] },
    ],
    edges: [
      { from: 'chatOpenAI_0', to: 'seqStart_0', input: 'model' },
      { from: 'seqStart_0', to: 'seqLLMNode_0', input: 'sequentialNode' },
      { from: 'seqLLMNode_0', to: 'seqAgent_0', input: 'sequentialNode' },
      { from: 'seqAgent_0', to: 'seqLLMNode_1', input: 'sequentialNode' },
      { from: 'seqLLMNode_1', to: 'seqEnd_0', input: 'sequentialNode' },
    ],
  },
];
