/**
 * Saving a large flow: `PUT /api/v1/chatflows/{id}` of a 200-node agentflow (≈ 1.5 MB of flowData, nodes copied
 * from the Flowise marketplace templates with their full inputParams), against a Loomflow server (from source,
 * through tsx) on SQLite in its own process. p50 over BENCH_SAVES saves, each changing the name and a node's
 * position and sending the version it last saw. Target p50 ≤ 25 ms.
 * Run: npx tsx bench/chatflow-save.bench.ts (BENCH_CPU_PROF=<dir> writes the server's CPU profile).
 * Prints figures; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketplaceFlows } from '@loomflow/testkit/fixtures';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { freePort } from './support/free-port.ts';

const CLI = fileURLToPath(new URL('../packages/server/src/cli.ts', import.meta.url));
const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const WARM_UP = 5;
const NODES = 200;

interface TemplateNode {
  id: string;
  position: { x: number; y: number };
  data: { name: string } & Record<string, unknown>;
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', CLI, 'start'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/ping`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The LLM and Agent nodes of the Deep Research template, the largest agentflow v2 nodes Flowise ships. */
function templateNodes(): { start: TemplateNode; workers: TemplateNode[] } {
  const template = marketplaceFlows().find(
    (flow) => flow.folder === 'agentflowsv2' && flow.name === 'Deep Research With Multi-turn Conversations',
  );
  if (!template) throw new Error('the Deep Research template is missing');
  const nodes = template.template.nodes as TemplateNode[];
  const start = nodes.find((node) => node.data.name === 'startAgentflow');
  const workers = nodes.filter((node) => ['llmAgentflow', 'agentAgentflow'].includes(node.data.name));
  if (!start || workers.length === 0) throw new Error('the template has no Start, LLM or Agent node');
  return { start, workers };
}

/** A copy of a template node under a new id (its anchors and inputParams ids follow). */
function copyAs(node: TemplateNode, id: string, index: number): TemplateNode {
  const copy = JSON.parse(JSON.stringify(node).split(`"${node.id}`).join(`"${id}`)) as TemplateNode;
  copy.data.label = `Step ${String(index)}`;
  copy.position = { x: 300 * (index % 20), y: 200 * Math.floor(index / 20) };
  return copy;
}

function largeFlow(): { nodes: TemplateNode[]; edges: unknown[]; viewport: unknown } {
  const { start, workers } = templateNodes();
  const nodes: TemplateNode[] = [start];
  for (let index = 1; index < NODES; index += 1) {
    const source = workers[index % workers.length];
    if (!source) throw new Error('no worker node');
    nodes.push(copyAs(source, `${source.data.name}_${String(index + 100)}`, index));
  }
  const edges = nodes.slice(1).map((node, index) => {
    const previous = nodes[index];
    if (!previous) throw new Error('no previous node');
    const sourceHandle = `${previous.id}-output-${previous.data.name}`;
    return {
      id: `${previous.id}-${sourceHandle}-${node.id}-${node.id}`,
      source: previous.id,
      sourceHandle,
      target: node.id,
      targetHandle: node.id,
      type: 'agentFlow',
      data: { sourceColor: '#7EE787', targetColor: '#64B5F6', isHumanInput: false },
    };
  });
  return { nodes, edges, viewport: { x: 0, y: 0, zoom: 0.5 } };
}

/** CPU time (user + system) a process has used, in ms (Linux): less sensitive to a busy machine than wall time. */
function cpuMs(pid: number): number {
  const fields =
    readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ') ?? [];
  return ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / 100;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-bench-'));
  const port = await freePort();
  const child = await startServer(dataDir, port);
  try {
    const session = new HttpSession(`http://127.0.0.1:${port}`);
    await registerAndLogin(session, newAccount('bench'));
    const flow = largeFlow();
    const created = await session.post<{ id: string; updatedDate: string }>('/api/v1/chatflows', {
      name: 'large flow',
      type: 'AGENTFLOW',
      flowData: JSON.stringify(flow),
    });
    if (created.status !== 201)
      throw new Error(
        `saving the flow failed: ${created.status} ${JSON.stringify(created.body).slice(0, 2000)}`,
      );
    let version = created.body.updatedDate;
    const times: number[] = [];
    let size = 0;
    let cpuBefore = 0;
    for (let save = 0; save < WARM_UP + SAVES; save += 1) {
      const moved = flow.nodes[save % flow.nodes.length];
      if (moved) moved.position = { x: moved.position.x + 1, y: moved.position.y };
      const flowData = JSON.stringify(flow);
      size = flowData.length;
      if (save === WARM_UP) cpuBefore = cpuMs(child.pid ?? 0);
      const started = performance.now();
      const saved = await session.put<{ updatedDate: string; flowData: string }>(
        `/api/v1/chatflows/${created.body.id}`,
        { name: `large flow ${String(save)}`, flowData, updatedDate: version },
      );
      const elapsed = performance.now() - started;
      if (saved.status !== 200 || saved.body.flowData !== flowData)
        throw new Error(
          `save ${String(save)} failed: ${saved.status} ${JSON.stringify(saved.body).slice(0, 500)}`,
        );
      version = saved.body.updatedDate;
      if (save >= WARM_UP) times.push(elapsed);
    }
    const cpuPerSave = (cpuMs(child.pid ?? 0) - cpuBefore) / SAVES;
    times.sort((left, right) => left - right);
    console.log(
      `PUT /api/v1/chatflows/{id}, ${String(NODES)} nodes, flowData ${(size / 1e6).toFixed(2)} MB (SQLite, ${String(SAVES)} saves after ${String(WARM_UP)}; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    console.log(
      `  p50 ${percentile(times, 0.5).toFixed(1)} ms   p90 ${percentile(times, 0.9).toFixed(1)} ms   max ${(times.at(-1) ?? Number.NaN).toFixed(1)} ms   server CPU ${cpuPerSave.toFixed(1)} ms per save   (target p50 ≤ 25 ms)`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
