import { describe, expect, it } from 'vitest';
import { extractTemplateVariables } from './template-variables.ts';

describe('extractTemplateVariables (spec §5: curly braces, entries with a colon ignored)', () => {
  it.each<[string, string, string[]]>([
    ['single braces', 'Answer {question} using {context}', ['question', 'context']],
    ['double braces, trimmed', 'Hi {{ question }} and {{$vars.name}}', ['question', '$vars.name']],
    [
      'flow state paths',
      '{{ $flow.state.topic }} {{ llmAgentflow_0.output.content }}',
      ['$flow.state.topic', 'llmAgentflow_0.output.content'],
    ],
    [
      'JSON-like entries with a colon are not variables',
      'Reply as {"answer": "..."} for {question}',
      ['question'],
    ],
    ['a colon anywhere inside excludes it', '{a:b} {time: now} {ok}', ['ok']],
    ['each variable once, in order', '{b} {a} {b}', ['b', 'a']],
    ['blank braces ignored', '{ } {}', []],
    ['no braces', 'plain text', []],
    ['unclosed brace', 'broken {question', []],
    ['HTML mention from the rich editor', '<span data-id="question">{{ question }}</span>', ['question']],
  ])('%s', (_case, text, expected) => {
    expect(extractTemplateVariables(text)).toEqual(expected);
  });
});
