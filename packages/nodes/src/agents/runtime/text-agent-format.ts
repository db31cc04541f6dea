import type { StructuredTool } from '@langchain/core/tools';

/** What the model's text says: answer, or use a tool, or something that follows neither format. */
export type TextAgentStep =
  | { readonly kind: 'final'; readonly text: string }
  | { readonly kind: 'action'; readonly tool: string; readonly input: unknown }
  | { readonly kind: 'invalid'; readonly reason: string };

/** How a text agent (no tool calling) asks for tools and reads the model's steps. */
export interface TextAgentFormat {
  /** The instructions put in the system message, listing the tools. */
  instructions(tools: readonly StructuredTool[]): string;
  parse(text: string): TextAgentStep;
  /** The user message that gives a tool's result back. */
  observation(output: string): string;
  /** Where the model should stop (the tool's result is ours to write). */
  readonly stop: readonly string[];
}

function toolList(tools: readonly StructuredTool[]): string {
  return tools
    .map((tool) => `${tool.name}: ${tool.description} (arguments: ${JSON.stringify(tool.schema)})`)
    .join('\n');
}

/** A JSON value when the text is JSON, else the text itself. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** ReAct: Thought / Action / Action Input lines, then Observation, until a Final Answer line. */
export const reactFormat: TextAgentFormat = {
  stop: ['\nObservation:'],
  instructions: (tools) =>
    [
      'Answer the question as well as you can. These tools are available:',
      toolList(tools),
      '',
      'Work in this format:',
      'Thought: what you think you should do next',
      `Action: the tool to use, one of [${tools.map((tool) => tool.name).join(', ')}]`,
      "Action Input: the tool's arguments as a JSON object",
      'Then stop: the tool result comes back as "Observation: ...". Repeat Thought/Action as needed.',
      'When you know the answer, write:',
      'Thought: I now know the final answer',
      'Final Answer: the answer to the question',
    ].join('\n'),
  parse(text) {
    const final = /Final Answer:\s*([\s\S]*)$/.exec(text);
    const action = /Action:\s*(.+?)\s*\n\s*Action Input:\s*([\s\S]*?)\s*$/.exec(text);
    if (action?.[1] !== undefined && (!final || action.index < final.index))
      return { kind: 'action', tool: action[1].trim(), input: jsonOrText(action[2] ?? '') };
    if (final?.[1] !== undefined) return { kind: 'final', text: final[1].trim() };
    return { kind: 'invalid', reason: 'write either "Action:" with "Action Input:", or "Final Answer:"' };
  },
  observation: (output) => `Observation: ${output}`,
};

/** Conversational: a JSON blob `{"action": …, "action_input": …}`, "Final Answer" as the action to answer. */
export const jsonActionFormat: TextAgentFormat = {
  stop: [],
  instructions: (tools) =>
    [
      'You can use these tools:',
      toolList(tools),
      '',
      'Always reply with one JSON object in a ```json code block, either to use a tool:',
      '{"action": "<tool name>", "action_input": <the tool arguments as a JSON object>}',
      'or to answer the user:',
      '{"action": "Final Answer", "action_input": "<your answer>"}',
    ].join('\n'),
  parse(text) {
    const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
    const parsed = jsonOrText((fenced?.[1] ?? text).trim());
    if (typeof parsed !== 'object' || parsed === null || !('action' in parsed))
      return { kind: 'invalid', reason: 'reply with a JSON object with "action" and "action_input"' };
    const input = 'action_input' in parsed ? parsed.action_input : undefined;
    if (parsed.action === 'Final Answer')
      return { kind: 'final', text: typeof input === 'string' ? input : JSON.stringify(input) };
    if (typeof parsed.action !== 'string') return { kind: 'invalid', reason: '"action" must be a tool name' };
    return { kind: 'action', tool: parsed.action, input };
  },
  observation: (output) =>
    `TOOL RESPONSE:\n${output}\n\nUsing the tool response, reply with the JSON object again (a tool, or "Final Answer").`,
};
