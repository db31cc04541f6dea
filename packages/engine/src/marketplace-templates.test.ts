import { parseFlowData, type FlowData } from '@loomflow/core';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { fakeExecutors, testRequest } from './test-support/fake-executors.ts';
import { validateAgentflow } from './validate-agentflow.ts';

/** The Flowise agentflow v2 templates, with the one empty URL a person fills in before running filled in. */
function templates(): { name: string; flowData: FlowData }[] {
  return marketplaceFlows()
    .filter((flow) => flow.folder === 'agentflowsv2')
    .map((flow) => {
      const parsed = parseFlowData(templateFlowData(flow));
      if (!parsed.ok)
        throw new Error(`${flow.name}: ${parsed.issues.map((issue) => issue.message).join('; ')}`);
      const nodes = parsed.flowData.nodes.map((node) =>
        node.data.name === 'httpAgentflow' && node.data.inputs?.url === ''
          ? { ...node, data: { ...node.data, inputs: { ...node.data.inputs, url: 'https://example.test/' } } }
          : node,
      );
      return { name: flow.name, flowData: { ...parsed.flowData, nodes } };
    });
}

describe('Flowise agentflow v2 templates', () => {
  const flows = templates();

  it('are there', () => {
    expect(flows.length).toBeGreaterThanOrEqual(9);
  });

  it.each(flows.map((flow) => [flow.name, flow.flowData] as const))(
    '%s validates and runs with fake executors',
    async (_name, flowData) => {
      const fakes = fakeExecutors();
      expect(validateAgentflow(flowData, fakes.find)).toEqual([]);
      const result = await runAgentflow(testRequest(flowData, fakes), () => undefined);
      expect(result.error).toBeUndefined();
      expect(['FINISHED', 'STOPPED']).toContain(result.state);
      expect(result.executionData.length).toBeGreaterThan(1);
    },
  );

  it('runs the Iterations template once per item of its HTML-wrapped JSON input', async () => {
    const flow = flows.find((entry) => entry.name === 'Iterations');
    if (!flow) throw new Error('Iterations template missing');
    const fakes = fakeExecutors();
    const result = await runAgentflow(testRequest(flow.flowData, fakes), () => undefined);
    expect(result.state).toBe('FINISHED');
    expect(fakes.count('llmAgentflow_0')).toBe(2);
    expect(
      fakes.calls
        .filter((call) => call.nodeId === 'llmAgentflow_0')
        .map((call) => call.context.iteration?.item),
    ).toEqual([{ item: 'abc' }, { item: 'def' }]);
  });

  it('loops the Agentic RAG template back to its retriever (target stored as "<id>-<label>")', async () => {
    const flow = flows.find((entry) => entry.name === 'Agentic RAG');
    if (!flow) throw new Error('Agentic RAG template missing');
    const fakes = fakeExecutors();
    const nodes = flow.flowData.nodes.map((node) =>
      node.id === 'conditionAgentAgentflow_1'
        ? { ...node, data: { ...node.data, inputs: { ...node.data.inputs, fakeTake: '1' } } }
        : node,
    );
    const result = await runAgentflow(testRequest({ ...flow.flowData, nodes }, fakes), () => undefined);
    expect(result.state).toBe('FINISHED');
    expect(fakes.count('retrieverAgentflow_0')).toBe(6);
    const last = result.executionData.at(-1);
    expect(last?.nodeId).toBe('loopAgentflow_0');
    expect(result.text).toBe(last?.data.output.content);
  });
});
