import type { FlowNode } from '@loomflow/core';
import { isChatflowBranch, type ChatflowComponent, type ChatflowInitContext } from '@loomflow/nodes/runtime';
import { applyOverrideConfig } from '../override-config.ts';
import { labelOf } from './chatflow-graph.ts';
import {
  resolveChatflowText,
  resolveChatflowValue,
  type ChatflowTemplateScope,
} from './chatflow-template.ts';
import { ChatflowRunError, type ChatflowRunRequest } from './chatflow.types.ts';
import { inputsWithInstances } from './node-inputs.ts';

/**
 * What initialising nodes needs of a run (an upsert has no question, history or stream). `streaming` is whether
 * the run's caller streams: chat models are built for it.
 */
export type ChatflowInitRequest = Omit<ChatflowRunRequest, 'streaming'> & { readonly streaming?: boolean };

export function named(node: FlowNode): string {
  return `"${labelOf(node)}" (${node.id})`;
}

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The node's inputs with overrides applied and templates resolved (raw inputs left as written). */
function resolvedInputs(
  node: FlowNode,
  component: ChatflowComponent,
  request: ChatflowInitRequest,
  scope: ChatflowTemplateScope,
): Readonly<Record<string, unknown>> {
  const saved = node.data.inputs ?? {};
  const inputs = applyOverrideConfig(
    {
      id: node.id,
      label: labelOf(node),
      name: node.data.name,
      inputs: saved,
      credentialId: node.data.credential,
      parentId: undefined,
    },
    request.overrideConfig,
  );
  const raw = new Set(component.rawInputs ?? []);
  return Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [
      name,
      raw.has(name) ? value : resolveChatflowValue(value, scope),
    ]),
  );
}

/**
 * Initialises chatflow nodes one after another (each after the nodes it depends on): builds each node's context
 * (inputs resolved, references replaced by initialised objects) and keeps what its component's `init` gives.
 * Failures are `ChatflowRunError`s naming the node.
 */
export class ChatflowNodeInitializer {
  private readonly instances = new Map<string, unknown>();
  /** The run's variable store (Set Variable / Get Variable). */
  private readonly flowVariables = new Map<string, unknown>();
  private readonly scope: ChatflowTemplateScope;
  /** The question the nodes receive: the files sent whole, then the question. */
  private readonly question: string;
  readonly signal: AbortSignal;

  constructor(
    private readonly request: ChatflowInitRequest,
    private readonly findComponent: (name: string) => ChatflowComponent | undefined,
  ) {
    this.signal = request.signal ?? new AbortController().signal;
    this.scope = {
      question: request.question,
      chatHistory: request.chatHistory,
      vars: request.vars,
      fileAttachment: request.fileAttachment ?? '',
      flow: { ...request.identity, input: request.question },
    };
    // Flowise gives the nodes the files sent whole before the question.
    this.question = request.fileAttachment
      ? `${request.fileAttachment}\n\n${request.question}`
      : request.question;
  }

  component(node: FlowNode): ChatflowComponent {
    const component = this.findComponent(node.data.name);
    if (!component) throw new ChatflowRunError(`Node ${named(node)} cannot run in chatflows`, node.id);
    return component;
  }

  /** The node's context, its inputs filled from the nodes initialised so far. */
  contextOf(node: FlowNode): ChatflowInitContext {
    const component = this.component(node);
    const { request } = this;
    try {
      return {
        nodeId: node.id,
        nodeLabel: labelOf(node),
        inputs: inputsWithInstances(
          node,
          resolvedInputs(node, component, request, this.scope),
          request.flowData,
          this.instances,
        ),
        outputs: node.data.outputs ?? {},
        credentialId: node.data.credential === '' ? undefined : node.data.credential,
        run: request.identity,
        question: this.question,
        chatHistory: request.chatHistory,
        vars: request.vars,
        uploads: request.uploads ?? [],
        flowVariables: this.flowVariables,
        memory: request.memory,
        services: request.services,
        signal: this.signal,
        ...(request.streaming === undefined ? {} : { callerStreams: request.streaming }),
        resolveTemplate: (text) => resolveChatflowText(text, this.scope),
      };
    } catch (error) {
      if (error instanceof ChatflowRunError) throw error;
      throw new ChatflowRunError(`Node ${named(node)} failed to start: ${reasonOf(error)}`, node.id);
    }
  }

  /**
   * Initialises the node: its context (the ending node runs with it) and, for a branching node (If Else), the
   * output anchor it chose; later nodes receive the branch's value.
   */
  async init(node: FlowNode): Promise<{ context: ChatflowInitContext; branchOutput?: string }> {
    const context = this.contextOf(node);
    try {
      const instance = await this.component(node).init(context);
      if (!isChatflowBranch(instance)) {
        this.instances.set(node.id, instance);
        return { context };
      }
      this.instances.set(node.id, instance.value);
      return { context, branchOutput: instance.output };
    } catch (error) {
      if (error instanceof ChatflowRunError) throw error;
      throw new ChatflowRunError(`Node ${named(node)} failed to start: ${reasonOf(error)}`, node.id);
    }
  }

  instanceOf(nodeId: string): unknown {
    return this.instances.get(nodeId);
  }
}
