import {
  AUTH_MESSAGES,
  chatflowTypeSchema,
  predictionRequestSchema,
  type PredictionRequest,
  type PredictionResponse,
  type PlatformType,
} from '@loomflow/core';
import type { EngineEvent } from '@loomflow/engine';
import type { ChatTurn } from '@loomflow/nodes/runtime';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import { AppError, notFound, tooManyRequests, unauthorized } from '../errors/app-error.ts';
import { flowRateLimit, FlowRateLimiter, type FlowRateLimits } from '../runtime/flow-rate-limiter.ts';
import { allowedOverrides, type AllowedOverrides } from '../runtime/override-config.ts';
import type { RunRegistry } from '../runtime/run-registry.ts';
import { newId } from '../util/clock.ts';
import { flowReads, parseFlowData } from '../runtime/flow-data-cache.ts';
import { requireFlowPermission } from './chatflow-access.ts';
import { toChatflow } from './chatflow.service.ts';
import { checkAllowedOrigin, checkFlowApiKey, type PredictionCaller } from './flow-caller.ts';
import type { FlowRunService } from './flow-run/flow-run.service.ts';
import type { FlowRunOutcome } from './flow-run/flow-run.types.ts';
import { notRunnableMessage } from './flow-run/flow-runtimes.ts';
import type { FollowUpPromptsService } from './follow-up-prompts.service.ts';
import type { PredictionView } from './prediction-view.ts';
import type { VariableService } from './variable.service.ts';

/** A prediction that passed every check, ready to run. */
export interface PreparedPrediction {
  readonly flow: ChatFlowRow;
  readonly body: PredictionRequest;
  readonly question: string;
  readonly chatId: string;
  readonly sessionId: string;
  /** The caller named no chat or session: the server opened this one, so nothing is stored for it yet. */
  readonly newSession: boolean;
  readonly streaming: boolean;
  readonly overrides: AllowedOverrides;
  readonly internal: boolean;
  /** The browser page that sent it (`Origin`): an embedded chat, as opposed to an API client. */
  readonly origin: string | undefined;
}

/** Queue mode: predictions are handed to a worker (queue/prediction-dispatcher.ts) instead of run here. */
export interface PredictionDispatcher {
  dispatch(prepared: PreparedPrediction, onEvent?: (event: EngineEvent) => void): Promise<FlowRunOutcome>;
  /** Aborts the chat's runs on whichever worker runs them; answers how many there were. */
  abort(flowId: string, chatId: string): Promise<number>;
}

function historyTurns(history: PredictionRequest['history']): ChatTurn[] {
  return (history ?? []).map((item) => ({
    role: item.role === 'userMessage' ? 'user' : 'assistant',
    content: item.content,
  }));
}

/** The prediction API: checks a request against its flow, then runs it through the flow's runtime. */
export class PredictionService {
  private rateLimiter: FlowRateLimits = new FlowRateLimiter();
  private dispatcher: PredictionDispatcher | undefined;

  constructor(
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
    private readonly variables: VariableService,
    private readonly runs: FlowRunService,
    private readonly registry: RunRegistry,
    private readonly followUps: FollowUpPromptsService,
  ) {}

  /** The flow a request names: any workspace's for the public route, the caller's own for the internal one. */
  async findFlow(flowId: string, caller: PredictionCaller): Promise<ChatFlowRow> {
    if (caller.internal) {
      const workspaceId = caller.access?.workspaceId;
      if (!caller.access || !workspaceId) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
      const flow = await this.repos.chatflows.find(workspaceId, flowId);
      if (!flow) throw notFound(`Chatflow ${flowId} not found`);
      requireFlowPermission(caller.access, this.platform, toChatflow(flow).type, 'view');
      return flow;
    }
    const flow = await this.repos.runFlows.findById(flowId);
    if (!flow) throw notFound(`Chatflow ${flowId} not found`);
    return flow;
  }

  /** A flow with an API key answers only requests that carry that key (`Authorization: Bearer …`). */
  checkApiKey(flow: ChatFlowRow, caller: PredictionCaller): void {
    if (!caller.internal) checkFlowApiKey(flow, caller.access);
  }

  /** Every check of a prediction, in Flowise's order; nothing runs or is stored when one fails. */
  async prepare(flowId: string, rawBody: unknown, caller: PredictionCaller): Promise<PreparedPrediction> {
    const flow = await this.findFlow(flowId, caller);
    this.checkApiKey(flow, caller);
    checkAllowedOrigin(flow, caller.origin);
    const limit = flowRateLimit(flow.apiConfig);
    if (limit && !(await this.rateLimiter.take(flow.id, caller.clientAddress, limit)))
      throw tooManyRequests(limit.limitMsg);
    const body = predictionRequestSchema.parse(rawBody ?? {});
    // Every flow type has a runtime (FLOW_RUNTIMES is typed by them); a stored row may carry another type.
    if (!chatflowTypeSchema.safeParse(flow.type).success)
      throw new AppError(501, notRunnableMessage(flow.type));
    const overrides = allowedOverrides(flow.apiConfig, parseFlowData(flow), body.overrideConfig);
    const chatId = body.chatId ?? overrides.sessionId ?? newId();
    return {
      flow,
      body,
      question: body.question ?? '',
      chatId,
      sessionId: overrides.sessionId ?? chatId,
      newSession: body.chatId === undefined && overrides.sessionId === undefined,
      streaming: body.streaming === true,
      overrides,
      internal: caller.internal,
      origin: caller.origin,
    };
  }

  /**
   * Evaluations: a flow of the workspace run in process the way the chat runs it (its API configuration, the
   * workspace variables, memory by chat id), its messages stored with chatType EVALUATION.
   */
  async runForEvaluation(
    flow: ChatFlowRow,
    question: string,
    chatId: string,
    signal: AbortSignal,
  ): Promise<FlowRunOutcome> {
    const overrides = allowedOverrides(flow.apiConfig, parseFlowData(flow), undefined);
    const vars = flowReads(flow).vars
      ? { ...(await this.variables.resolve(flow.workspaceId, [flow.flowData])) }
      : {};
    return this.runs.run({
      flow,
      question,
      chatId,
      sessionId: chatId,
      chatType: 'EVALUATION',
      vars,
      overrides,
      history: [],
      uploads: [],
      streaming: false,
      signal,
      depth: 0,
      storeMessages: true,
    });
  }

  /** Queue mode: from now on predictions run on workers (`MODE=queue`, set once at start). */
  dispatchTo(dispatcher: PredictionDispatcher): void {
    this.dispatcher = dispatcher;
  }

  /** Queue mode: flows' prediction rate limits count every server's requests (set once at start). */
  limitRatesWith(limiter: FlowRateLimits): void {
    this.rateLimiter = limiter;
  }

  /** Runs a prepared prediction, here or (queue mode) on a worker; abortable through `PUT /chatmessage/abort/…`. */
  async execute(
    prepared: PreparedPrediction,
    onEvent?: (event: EngineEvent) => void,
  ): Promise<FlowRunOutcome> {
    if (this.dispatcher) return this.dispatcher.dispatch(prepared, onEvent);
    return this.executeHere(prepared, onEvent);
  }

  /** Runs a prepared prediction in this process (in-process mode, and the worker running a queued one). */
  async executeHere(
    prepared: PreparedPrediction,
    onEvent?: (event: EngineEvent) => void,
  ): Promise<FlowRunOutcome> {
    const controller = new AbortController();
    const unregister = this.registry.register(prepared.flow.id, prepared.chatId, controller);
    try {
      // Workspace variables are read only for flows that can use them.
      const vars = flowReads(prepared.flow).vars
        ? {
            ...(await this.variables.resolve(prepared.flow.workspaceId, [prepared.flow.flowData])),
            ...prepared.overrides.vars,
          }
        : { ...prepared.overrides.vars };
      const { body } = prepared;
      return await this.runs.run({
        flow: prepared.flow,
        question: prepared.question,
        chatId: prepared.chatId,
        sessionId: prepared.sessionId,
        newSession: prepared.newSession,
        chatType: prepared.internal ? 'INTERNAL' : 'EXTERNAL',
        vars,
        overrides: prepared.overrides,
        history: historyTurns(body.history),
        uploads: body.uploads ?? [],
        form: body.form,
        humanInput: body.humanInput,
        streaming: prepared.streaming,
        signal: controller.signal,
        depth: 0,
        storeMessages: true,
        leadEmail: body.leadEmail,
        requestOrigin: prepared.origin,
        onEvent,
      });
    } finally {
      unregister();
    }
  }

  /** Aborts the runs of a chat (public like Flowise's, but a flow's API key is still required). */
  async abort(flowId: string, chatId: string, caller: PredictionCaller): Promise<number> {
    const flow = await this.findFlow(flowId, caller);
    const ownSession = caller.access?.via === 'session' && caller.access.workspaceId === flow.workspaceId;
    if (!ownSession) this.checkApiKey(flow, caller);
    const here = this.registry.abort(flow.id, chatId);
    return this.dispatcher ? here + (await this.dispatcher.abort(flow.id, chatId)) : here;
  }

  /**
   * The follow-up questions of a finished answer when the flow asks for them (Flowise's JSON text), kept on the
   * assistant's stored message. None for paused, failed or empty runs. A provider failure never fails the
   * prediction: it goes to `onError` and the answer is sent without questions.
   */
  async followUpPrompts(
    prepared: PreparedPrediction,
    outcome: FlowRunOutcome,
    onError: (error: unknown) => void,
  ): Promise<string | undefined> {
    const { result } = outcome;
    if (result.state !== 'FINISHED' || result.action) return undefined;
    const answer =
      result.text !== '' || result.json === undefined ? result.text : JSON.stringify(result.json);
    if (answer === '' || !this.followUps.enabled(prepared.flow)) return undefined;
    try {
      const questions = await this.followUps.generate(prepared.flow, { question: prepared.question, answer });
      if (!questions || questions.length === 0) return undefined;
      await this.followUps.store(prepared.flow, outcome.chatMessageId, questions);
      return JSON.stringify(questions);
    } catch (error) {
      onError(error);
      return undefined;
    }
  }

  /** The non-streaming answer, in Flowise's fields, showing as much of the run as `view` lets the caller see. */
  static response(
    prepared: PreparedPrediction,
    outcome: FlowRunOutcome,
    view: PredictionView,
    followUpPrompts?: string,
  ): PredictionResponse {
    const { result } = outcome;
    return {
      text: result.text,
      ...(result.json !== undefined ? { json: result.json } : {}),
      question: prepared.question,
      chatId: prepared.chatId,
      chatMessageId: outcome.chatMessageId,
      sessionId: prepared.sessionId,
      executionId: outcome.executionId,
      agentFlowExecutedData: view.records(result.executionData),
      ...(result.action ? { action: view.action(result.action) } : {}),
      usedTools: view.list(result.usedTools),
      sourceDocuments: [...result.sourceDocuments],
      artifacts: [...result.artifacts],
      ...(result.fileAnnotations ? { fileAnnotations: [...result.fileAnnotations] } : {}),
      agentReasoning: view.list(result.agentReasoning ?? []),
      ...(followUpPrompts !== undefined ? { followUpPrompts } : {}),
      ...(prepared.body.form ? { form: prepared.body.form } : {}),
    };
  }
}
