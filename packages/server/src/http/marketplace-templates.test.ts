import {
  marketplaceTemplateListSchema,
  type Chatflow,
  type FlowValidationResponse,
  type MarketplaceTemplate,
  type PredictionResponse,
  type SandboxOutcome,
  type Tool,
} from '@loomflow/core';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInTemplates } from '../marketplace/built-in-templates.ts';
import { TOOL_TEMPLATES } from '../marketplace/tool-templates.ts';
import type { DocumentStoreFixture } from '../test-support/document-store-test-support.ts';
import {
  FLOW_TYPE_OF_TEMPLATE,
  startTemplateFixture,
  type TemplateFixture,
} from '../test-support/marketplace-template-fixture.ts';
import {
  plantChoices,
  scriptFormatFollowingModel,
  type LocalApi,
  type Planted,
} from '../test-support/marketplace-templates-support.ts';

const QUESTION = 'How do I reset my password?';
const flowTemplates = builtInTemplates()
  .filter((template) => template.type !== 'Tool')
  .map((template) => [template.templateName, template] as const);

/** What each template answers to QUESTION when the fake model echoes; the others answer with the echo itself. */
const EXPECTED_ANSWER: Readonly<Record<string, RegExp>> = {
  'Draft and Approve Reply': /Send this draft to the customer\?/,
  'Writer and Critic': /did not approve after two revisions\. Last draft:\n\nEcho: /,
  'Safe SQL Query Writer': /not a single SELECT statement/,
  'Contact Details Extractor': /ada@example\.com/,
};

/** What each tool's code answers to its sample input. */
const TOOL_RESULTS: Readonly<Record<string, RegExp>> = {
  'Unit Converter': /^6\.2137$/,
  'Text Statistics': /"words":7,"characters":40,"sentences":2/,
  'Days Until a Date': /"days":\d{4,}/,
  'Loan Payment Calculator': /"monthlyPayment":1032\.8,"totalInterest":393\.57/,
  'Current Weather': /"temperatureC":7\.5,"windKmh":12/,
  'Post to Webhook': /^Message sent \(200\)$/,
};

describe.each(TEST_DATABASE_KINDS)('built-in marketplace templates on %s', (database) => {
  let templates: TemplateFixture;
  let fixture: DocumentStoreFixture;
  let api: LocalApi;
  let planted: Planted;

  beforeAll(async () => {
    templates = await startTemplateFixture(database);
    ({ documents: fixture, api, planted } = templates);
  });
  afterAll(() => templates.close());

  it('lists at least 12 chatflows, 8 agentflows v2, 4 agentflows v1 and 6 tools with unique ids and names', async () => {
    const listed = await fixture.owner.get<MarketplaceTemplate[]>('/api/v1/marketplaces/templates');
    expect(listed.status).toBe(200);
    const templates = marketplaceTemplateListSchema.parse(listed.body);
    const count = (type: string) => templates.filter((template) => template.type === type).length;
    expect(count('Chatflow')).toBeGreaterThanOrEqual(12);
    expect(count('AgentflowV2')).toBeGreaterThanOrEqual(8);
    expect(count('Agentflow')).toBeGreaterThanOrEqual(4);
    expect(count('Tool')).toBeGreaterThanOrEqual(6);
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
    expect(new Set(templates.map((template) => template.templateName)).size).toBe(templates.length);
    for (const template of templates) {
      expect(template.description.length, template.templateName).toBeGreaterThan(20);
      expect(template.usecases.length, template.templateName).toBeGreaterThan(0);
      if (template.type !== 'Tool')
        expect(template.categories.length, template.templateName).toBeGreaterThan(0);
    }
    const frameworks = (type: string) =>
      new Set(templates.filter((t) => t.type === type).flatMap((t) => t.framework));
    expect([...frameworks('Chatflow')]).toEqual(['LangChain']);
    expect([...frameworks('Agentflow')]).toEqual(['LangGraph']);
    expect([...frameworks('AgentflowV2')]).toEqual(['Loomflow']);
    expect(templates.find((t) => t.templateName === 'Policy Documents QnA')?.categories).toContain(
      'Vector Stores',
    );
  });

  it.each(flowTemplates)(
    '%s is accepted as is, checks clean once a credential is picked, and runs',
    async (name, template) => {
      const { owner, fake } = fixture;
      const type = FLOW_TYPE_OF_TEMPLATE[template.type];
      const asIs = await owner.post<Chatflow>('/api/v1/chatflows', {
        name,
        flowData: template.flowData,
        type,
      });
      expect(asIs.status, JSON.stringify(asIs.body).slice(0, 300)).toBe(201);
      expect(asIs.body.flowData).toBe(template.flowData);
      const asIsProblems = await owner.get<FlowValidationResponse>(`/api/v1/validation/${asIs.body.id}`);
      for (const problem of asIsProblems.body)
        for (const issue of problem.issues)
          expect(issue, `${problem.label}: ${issue}`).toMatch(/credential|store/i);

      const created = await owner.post<Chatflow>('/api/v1/chatflows', {
        name: `${name} (ready)`,
        flowData: plantChoices(template.flowData, planted),
        type,
      });
      expect(created.status).toBe(201);
      const problems = await owner.get<FlowValidationResponse>(`/api/v1/validation/${created.body.id}`);
      expect(problems.body).toEqual([]);

      fake.reset();
      scriptFormatFollowingModel(fake);
      const answer = await owner.post<PredictionResponse>(`/api/v1/prediction/${created.body.id}`, {
        question: QUESTION,
      });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
      expect(answer.body.text).toMatch(EXPECTED_ANSWER[name] ?? /Echo:/);
      expect(fake.chatRequests().length).toBeGreaterThan(0);
    },
  );

  it.each(TOOL_TEMPLATES.map((spec) => [spec.name, spec] as const))(
    'tool %s is accepted by POST /tools and its code runs',
    async (name, spec) => {
      const { owner } = fixture;
      const template = builtInTemplates().find((candidate) => candidate.templateName === name);
      if (!template) throw new Error(`no template ${name}`);
      const toolFields: Record<string, unknown> = JSON.parse(template.flowData);
      const created = await owner.post<Tool>('/api/v1/tools', toolFields);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.name).toBe(spec.toolName);

      await owner.post('/api/v1/variables', {
        name: 'webhook_url',
        value: `${api.url}/hook`,
        type: 'static',
      });
      const func = spec.func.replace('https://api.open-meteo.com', api.url);
      const run = await owner.post<SandboxOutcome>('/api/v1/tools/test-run', {
        func,
        schema: toolFields.schema,
        input: spec.sample,
      });
      expect(run.status).toBe(200);
      if (!run.body.ok) throw new Error(JSON.stringify(run.body));
      expect(String(run.body.result)).toMatch(TOOL_RESULTS[name] ?? /^$/);
      if (name === 'Post to Webhook')
        expect(api.received).toContainEqual({
          method: 'POST',
          path: '/hook',
          body: '{"text":"Deployment finished"}',
        });
    },
  );
});
