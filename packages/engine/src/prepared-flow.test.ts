import { describe, expect, it } from 'vitest';
import { prepareFlow } from './prepared-flow.ts';
import { fakeExecutors, loadFixture } from './test-support/fake-executors.ts';

describe('prepareFlow', () => {
  it('checks and plans a flow object once per executor lookup', () => {
    const fakes = fakeExecutors();
    const flow = loadFixture('state');
    const first = prepareFlow(flow, fakes.find);
    expect(first.ok).toBe(true);
    expect(prepareFlow(flow, fakes.find)).toBe(first);
    expect(prepareFlow(structuredClone(flow), fakes.find)).not.toBe(first);
    expect(prepareFlow(flow, fakeExecutors().find)).not.toBe(first);
  });

  it('keeps the issues of a flow that cannot run', () => {
    const fakes = fakeExecutors();
    const flow = loadFixture('state');
    const broken = { ...flow, nodes: flow.nodes.filter((node) => node.data.name !== 'startAgentflow') };
    const prepared = prepareFlow(broken, fakes.find);
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(prepared.issues.map((issue) => issue.message).join(' ')).toMatch(/Start/);
  });
});
