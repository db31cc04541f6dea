import type { EngineEvent, ExecutedNode } from '@loomflow/engine';
import type { FlowRunOutcome } from '../services/flow-run/flow-run.types.ts';
import type { PreparedPrediction } from '../services/prediction.service.ts';
import type { PredictionView } from '../services/prediction-view.ts';
import type { PredictionStream } from './prediction-stream.ts';

/** Turns the engine's events into Flowise's stream events, in order, showing what `view` lets the caller see. */
export class PredictionEventMapper {
  private startSent = false;
  private readonly records: ExecutedNode[] = [];

  constructor(
    private readonly stream: PredictionStream,
    private readonly view: PredictionView,
  ) {}

  /** Agentflow v1 runs add `nextAgent` (the agent's name) and `agentReasoning` (the steps so far). */
  handle(event: EngineEvent): void {
    const { stream, view } = this;
    switch (event.type) {
      case 'runStart':
        stream.send('agentFlowEvent', 'INPROGRESS');
        break;
      case 'nodeStart':
        stream.send('nextAgentFlow', {
          nodeId: event.nodeId,
          nodeLabel: event.nodeLabel,
          status: 'INPROGRESS',
        });
        break;
      case 'nodeFinish':
        this.records.push(event.record);
        stream.send('nextAgentFlow', {
          nodeId: event.nodeId,
          nodeLabel: event.nodeLabel,
          status: event.record.status === 'STOPPED' ? 'STOPPED' : 'FINISHED',
        });
        stream.send('agentFlowExecutedData', view.records(this.records));
        break;
      case 'nodeError':
        this.records.push(event.record);
        stream.send('nextAgentFlow', {
          nodeId: event.nodeId,
          nodeLabel: event.nodeLabel,
          // A node stopped by an abort or the run's timeout is TERMINATED / TIMEOUT, not an error of its own.
          status: event.record.status,
          error: view.nodeError(event.error),
        });
        stream.send('agentFlowExecutedData', view.records(this.records));
        break;
      case 'token':
        this.sendStart();
        stream.send('token', event.text);
        break;
      case 'thinking':
        stream.send('thinking', event.text);
        break;
      case 'usedTools':
        stream.send('usedTools', view.list(event.tools));
        break;
      case 'calledTools':
        stream.send('calledTools', view.list(event.tools));
        break;
      case 'sourceDocuments':
        stream.send('sourceDocuments', event.documents);
        break;
      case 'artifacts':
        stream.send('artifacts', event.artifacts);
        break;
      case 'fileAnnotations':
        stream.send('fileAnnotations', event.annotations);
        break;
      case 'usage':
        stream.send('usageMetadata', event.usage);
        break;
      case 'paused': {
        const action = view.action(event.action);
        if (action) stream.send('action', action);
        break;
      }
      case 'runEnd':
        stream.send('agentFlowExecutedData', view.records(event.executionData));
        stream.send('agentFlowEvent', event.state);
        break;
      case 'nextAgent':
        stream.send('nextAgent', event.agentName);
        break;
      case 'agentReasoning':
        stream.send('agentReasoning', view.list(event.steps));
        break;
      case 'stateChange':
        break;
    }
  }

  /** Right after the run: the answer as one token when nothing streamed it (before any follow-up work). */
  sendAnswer(outcome: FlowRunOutcome): void {
    const { result } = outcome;
    if (!this.startSent && result.text !== '') {
      this.sendStart();
      this.stream.send('token', result.text);
    }
  }

  /**
   * After the run: the answer when nothing streamed it, `metadata` (with the follow-up questions' JSON text when
   * there are some), and `error` or `abort` when it ended so.
   */
  finish(prepared: PreparedPrediction, outcome: FlowRunOutcome, followUpPrompts?: string): void {
    const { result } = outcome;
    this.sendAnswer(outcome);
    this.stream.send('metadata', {
      chatId: prepared.chatId,
      chatMessageId: outcome.chatMessageId,
      question: prepared.question,
      sessionId: prepared.sessionId,
      ...(followUpPrompts !== undefined ? { followUpPrompts } : {}),
      flowVariables: this.view.value(result.flowState),
      action: result.action ? this.view.action(result.action) : result.action,
    });
    if (result.state === 'ERROR' || result.state === 'TIMEOUT')
      this.stream.send('error', this.view.nodeError(result.error ?? `The run ended ${result.state}`));
    if (result.state === 'TERMINATED') this.stream.send('abort', '[DONE]');
  }

  /** The run never got going (or broke): the client reads why. */
  fail(message: string): void {
    this.stream.send('agentFlowEvent', 'ERROR');
    this.stream.send('error', message);
  }

  private sendStart(): void {
    if (this.startSent) return;
    this.startSent = true;
    this.stream.send('start', '');
  }
}
