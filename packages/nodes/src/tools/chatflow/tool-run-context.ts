import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { NodeRunContext } from '../../runtime/node-executor.ts';

/**
 * The run context the tool builders (shared with agentflows) expect, made from a chatflow node's init context:
 * the same services, signal, question, variables and identity; no flow state, form or loop in a chatflow.
 */
export function toolRunContextOf(context: ChatflowInitContext): NodeRunContext {
  return {
    nodeId: context.nodeId,
    nodeLabel: context.nodeLabel,
    inputs: context.inputs,
    credentialId: context.credentialId,
    run: { ...context.run, executionId: context.run.chatId },
    question: context.question,
    form: undefined,
    uploads: [],
    pastMessages: context.chatHistory,
    runMessages: [],
    state: {},
    vars: context.vars,
    humanInput: undefined,
    iteration: undefined,
    loopCount: 0,
    streamsToClient: false,
    callerStreams: context.callerStreams ?? true,
    signal: context.signal,
    services: context.services,
    resolveTemplate: (text) => context.resolveTemplate(text),
    emit: () => undefined,
  };
}
