import {
  AIMessage,
  HumanMessage,
  ToolMessage,
  type AIMessageChunk,
  type BaseMessage,
} from '@langchain/core/messages';
import type { StructuredTool } from '@langchain/core/tools';
import type { ChatflowAnswer } from '../../runtime/chatflow-component.ts';
import type { ChatTurn, TokenUsage, UsedTool } from '../../runtime/node-executor.ts';

/** The session's conversation as LangChain messages (user and assistant turns). */
export function historyMessages(turns: readonly ChatTurn[]): BaseMessage[] {
  return turns.flatMap((turn): BaseMessage[] => {
    if (turn.role === 'user') return [new HumanMessage(turn.content)];
    if (turn.role === 'assistant') return [new AIMessage(turn.content)];
    return [];
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function outputText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined ? '' : JSON.stringify(value);
}

/** What an agent collects while it runs: the tools it used, their source documents and the models' usage. */
export class AgentRunState {
  readonly usedTools: UsedTool[] = [];
  readonly sourceDocuments: unknown[] = [];
  private usage: TokenUsage | undefined;

  addUsage(chunk: AIMessageChunk): void {
    const metadata = chunk.usage_metadata;
    if (!metadata) return;
    this.usage = {
      inputTokens: (this.usage?.inputTokens ?? 0) + metadata.input_tokens,
      outputTokens: (this.usage?.outputTokens ?? 0) + metadata.output_tokens,
      totalTokens: (this.usage?.totalTokens ?? 0) + metadata.total_tokens,
    };
  }

  /**
   * Runs the named tool with the model's arguments. A missing tool or a failing one is not fatal: the model reads
   * the error as the tool's output (and `usedTools` records it), as Flowise's agents do.
   */
  async callTool(
    tools: readonly StructuredTool[],
    call: { readonly name: string; readonly args: Record<string, unknown>; readonly id?: string },
    signal: AbortSignal,
  ): Promise<{ readonly output: string; readonly returnDirect: boolean }> {
    const tool = tools.find((candidate) => candidate.name === call.name);
    if (!tool) {
      const error = `There is no tool named "${call.name}". Tools: ${tools.map((t) => t.name).join(', ')}.`;
      this.usedTools.push({ tool: call.name, toolInput: call.args, toolOutput: error, error });
      return { output: error, returnDirect: false };
    }
    try {
      const message: unknown = await tool.invoke(
        {
          type: 'tool_call',
          name: call.name,
          args: call.args,
          id: call.id ?? `call_${this.usedTools.length}`,
        },
        { signal },
      );
      const content = message instanceof ToolMessage ? message.content : message;
      const output = outputText(content);
      const artifact: unknown = message instanceof ToolMessage ? message.artifact : undefined;
      if (Array.isArray(artifact)) artifact.forEach((item: unknown) => this.sourceDocuments.push(item));
      this.usedTools.push({ tool: call.name, toolInput: call.args, toolOutput: output });
      return { output, returnDirect: tool.returnDirect };
    } catch (error) {
      if (signal.aborted) throw error;
      const text = `Error: ${errorText(error)}`;
      this.usedTools.push({
        tool: call.name,
        toolInput: call.args,
        toolOutput: text,
        error: errorText(error),
      });
      return { output: text, returnDirect: false };
    }
  }

  answer(text: string): ChatflowAnswer {
    return {
      text,
      ...(this.usedTools.length > 0 ? { usedTools: this.usedTools } : {}),
      ...(this.sourceDocuments.length > 0 ? { sourceDocuments: this.sourceDocuments } : {}),
      ...(this.usage ? { usage: this.usage } : {}),
    };
  }
}
