import { describe, expect, it } from 'vitest';
import { editorHtmlToText } from './rich-text.ts';
import { resolveDeep, resolveInputs, resolveTemplate, type TemplateScope } from './template-resolver.ts';

const outputs: Record<string, Readonly<Record<string, unknown>>> = {
  llmAgentflow_0: { content: 'Paris', structuredOutput: { city: 'Paris', facts: ['old', 'big'] } },
  httpAgentflow_0: { content: '{"status":200}', http: { data: { id: 7 } } },
};

const scope: TemplateScope = {
  question: 'Where?',
  chatHistory: [
    { role: 'user', content: 'hi' },
    { role: 'assistant', content: 'hello' },
  ],
  uploads: [
    {
      type: 'file:full',
      name: 'notes.txt',
      mime: 'text/plain',
      data: `data:text/plain;base64,${Buffer.from('remember milk').toString('base64')}`,
    },
  ],
  now: new Date('2026-01-02T03:04:05.000Z'),
  loopCount: 2,
  form: { email: 'a@b.c', age: 30 },
  webhook: { body: { order: { id: 'o-1' } } },
  iteration: { item: { name: 'x', tags: ['t'] } },
  vars: { apiBase: 'https://api.example' },
  state: { topic: 'cats', list: [1, 2] },
  identity: { sessionId: 's-1', chatId: 'c-1', chatflowId: 'f-1' },
  nodeOutput: (nodeId) => outputs[nodeId],
};

const TABLE: readonly (readonly [string, string])[] = [
  ['{{ question }}', 'Where?'],
  ['{{question}}', 'Where?'],
  ['{{ chat_history }}', 'user: hi\nassistant: hello'],
  ['{{ file_attachment }}', 'notes.txt:\nremember milk'],
  ['{{ current_date_time }}', '2026-01-02T03:04:05.000Z'],
  ['round {{ loop_count }}', 'round 2'],
  ['{{ $form.email }}', 'a@b.c'],
  ['{{ $form.age }}', '30'],
  ['{{ $form }}', '{"email":"a@b.c","age":30}'],
  ['{{ $webhook.body.order.id }}', 'o-1'],
  ['{{ $iteration }}', '{"name":"x","tags":["t"]}'],
  ['{{ $iteration.name }}', 'x'],
  ['{{ $iteration.tags.0 }}', 't'],
  ['{{ $vars.apiBase }}/v1', 'https://api.example/v1'],
  ['{{$vars.apiBase}}', 'https://api.example'],
  ['{{ $flow.state.topic }}', 'cats'],
  ['{{ $flow.state.list }}', '[1,2]'],
  ['{{ $flow.state }}', '{"topic":"cats","list":[1,2]}'],
  ['{{ $flow.sessionId }}|{{ $flow.chatId }}|{{ $flow.chatflowId }}', 's-1|c-1|f-1'],
  ['{{ llmAgentflow_0 }}', 'Paris'],
  ['{{ llmAgentflow_0.output.content }}', 'Paris'],
  ['{{ llmAgentflow_0.output.structuredOutput.city }}', 'Paris'],
  ['{{ llmAgentflow_0.output.city }}', 'Paris'],
  ['{{ llmAgentflow_0.output.facts }}', '["old","big"]'],
  ['{{ httpAgentflow_0.output.http.data.id }}', '7'],
  ['{{ httpAgentflow_0.output.content.status }}', '200'],
  ['{{ unknownNode_9 }}', '{{ unknownNode_9 }}'],
  ['{{ $vars.missing }}', '{{ $vars.missing }}'],
  ['{{ $flow.state.missing }}', '{{ $flow.state.missing }}'],
  ['{"json": {"kept": true}}', '{"json": {"kept": true}}'],
  ['no variables', 'no variables'],
];

describe('resolveTemplate', () => {
  it.each(TABLE)('%s → %s', (template, expected) => {
    expect(resolveTemplate(template, scope)).toBe(expected);
  });

  it('leaves $iteration as written outside an iteration', () => {
    expect(resolveTemplate('{{ $iteration }}', { ...scope, iteration: undefined })).toBe('{{ $iteration }}');
  });
});

describe('rich-text HTML', () => {
  const HTML: readonly (readonly [string, string])[] = [
    [
      '<p>Answer <span class="variable" data-type="mention" data-id="question" data-label="question">{{ question }}</span></p>',
      'Answer Where?',
    ],
    ['<p>First line</p><p>Second &amp; last</p>', 'First line\nSecond & last'],
    ['<p>a<br>b</p>', 'a\nb'],
    ['<ul><li>one</li><li>two</li></ul>', '- one\n- two'],
    ['<p><span class="variable" data-type="mention" data-id="$flow.state.topic"></span></p>', 'cats'],
    ['<p>1 &lt; 2</p>', '1 < 2'],
    ['plain <b>not editor html</b>', 'plain <b>not editor html</b>'],
  ];
  it.each(HTML)('%s → %s', (html, expected) => {
    expect(resolveTemplate(html, scope)).toBe(expected);
  });

  it('turns editor paragraphs into lines without resolving', () => {
    expect(editorHtmlToText('<p>Hello</p><p></p><p>World</p>')).toBe('Hello\n\nWorld');
  });
});

describe('resolveDeep and resolveInputs', () => {
  it('resolves strings inside arrays and objects, keeps other values', () => {
    expect(
      resolveDeep({ messages: [{ role: 'user', content: '<p>{{ question }}</p>' }], n: 3, on: true }, scope),
    ).toEqual({ messages: [{ role: 'user', content: 'Where?' }], n: 3, on: true });
  });

  it('leaves raw inputs untouched', () => {
    expect(
      resolveInputs({ code: 'return "{{ question }}"', text: '{{ question }}' }, scope, ['code']),
    ).toEqual({
      code: 'return "{{ question }}"',
      text: 'Where?',
    });
  });
});
