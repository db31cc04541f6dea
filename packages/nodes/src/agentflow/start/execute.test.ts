import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context.ts';
import { startExecutor } from './execute.ts';

const formInputs = {
  startInputType: 'formInput',
  formTitle: 'Order',
  formInputTypes: [
    { type: 'string', label: 'Name', name: 'name' },
    { type: 'number', label: 'Quantity', name: 'quantity' },
    { type: 'boolean', label: 'Gift', name: 'gift' },
    { type: 'options', label: 'Size', name: 'size', addOptions: [{ option: 'S' }, { option: 'L' }] },
  ],
};

describe('Start executor', () => {
  it('hands on the question for chat input, with the ephemeral memory flag', async () => {
    const result = await startExecutor.execute(
      fakeContext({ question: 'Hi', inputs: { startInputType: 'chatInput', startEphemeralMemory: true } }),
    );
    expect(result.output).toEqual({ content: 'Hi', question: 'Hi', ephemeralMemory: true });
  });

  it('types the form values by their fields and gives the form as JSON content', async () => {
    const result = await startExecutor.execute(
      fakeContext({ inputs: formInputs, form: { name: 'Ada', quantity: '3', gift: 'true', size: 'L' } }),
    );
    expect(result.output.form).toEqual({ name: 'Ada', quantity: 3, gift: true, size: 'L' });
    expect(JSON.parse(result.output.content)).toEqual({ name: 'Ada', quantity: 3, gift: true, size: 'L' });
  });

  it.each([
    [{ quantity: 'many' }, /Quantity" needs a number/],
    [{ gift: 'maybe' }, /Gift" needs true or false/],
    [{ size: 'XL' }, /Size" must be one of: S, L/],
  ])('refuses %j', async (form, message) => {
    await expect(startExecutor.execute(fakeContext({ inputs: formInputs, form }))).rejects.toThrow(message);
  });

  it('asks for the form when a form flow gets none', async () => {
    await expect(startExecutor.execute(fakeContext({ inputs: formInputs }))).rejects.toThrow(
      /send the form values/,
    );
  });
});
