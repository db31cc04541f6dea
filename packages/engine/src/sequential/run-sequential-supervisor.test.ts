import { describe, expect, it } from 'vitest';
import { runSeqTest, seqFixture, useFakeLlm } from './test-support/seq-test-kit.ts';

function decision(next: string, instructions = ''): string {
  return JSON.stringify({ reasoning: `${next} is next`, next, instructions });
}

describe('agentflow v1 supervisor with two workers', () => {
  const llm = useFakeLlm();

  it('routes among the workers by the supervisor’s choice until FINISH', async () => {
    llm.fake.script(
      decision('Researcher', 'find why the sky is blue'),
      'Rayleigh scattering of sunlight.',
      decision('Writer', 'write the answer'),
      'The sky is blue because of Rayleigh scattering.',
      decision('FINISH'),
    );
    const run = await runSeqTest(seqFixture('supervisor', llm.fake.url), {
      question: 'why is the sky blue?',
    });
    expect(run.result.error).toBeUndefined();
    expect(run.result.state).toBe('FINISHED');
    expect(run.result.text).toBe('The sky is blue because of Rayleigh scattering.');
    expect(run.agents).toEqual(['Lead', 'Researcher', 'Lead', 'Writer', 'Lead']);
    const steps = run.events.flatMap((event) => (event.type === 'agentReasoning' ? event.steps : []));
    expect(steps.map((step) => [step.agentName, step.next ?? ''])).toEqual([
      ['Lead', 'Researcher'],
      ['Researcher', ''],
      ['Lead', 'Writer'],
      ['Writer', ''],
      ['Lead', 'FINISH'],
    ]);
    expect(run.tokens).toBe('The sky is blue because of Rayleigh scattering.');

    const requests = llm.fake.chatRequests();
    const researcherSystem = requests[1]?.messages[0]?.content;
    expect(researcherSystem).toBe("You research facts for the user's question.");
    const researcherInstructions = requests[1]?.messages.at(-1)?.content;
    expect(researcherInstructions).toBe('Instructions from the supervisor: find why the sky is blue');
    const supervisorSystem = requests[0]?.messages[0]?.content;
    expect(supervisorSystem).toContain('workers: Researcher, Writer');
  });

  it('ends with a clear error when the supervisor names no worker of it', async () => {
    llm.fake.reset();
    llm.fake.script(decision('Painter'));
    const run = await runSeqTest(seqFixture('supervisor', llm.fake.url), { question: 'paint' });
    expect(run.result.state).toBe('ERROR');
    expect(run.result.error).toMatch(/Painter/);
  });
});
