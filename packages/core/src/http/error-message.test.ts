import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.ts';

describe('errorMessage (spec §8: text message, else JSON text, else plain string)', () => {
  it('prefers a text message', () => {
    expect(errorMessage(new Error('Token Expired'))).toBe('Token Expired');
    expect(errorMessage({ message: 'Forbidden', statusCode: 403 })).toBe('Forbidden');
    expect(errorMessage('plain words')).toBe('plain words');
  });

  it('falls back to JSON text, then to the plain string form', () => {
    expect(errorMessage({ code: 42 })).toBe('{"code":42}');
    expect(errorMessage({ message: 7 })).toBe('{"message":7}');
    expect(errorMessage(undefined)).toBe('undefined');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorMessage(circular)).toBe('[object Object]');
    expect(errorMessage(Symbol('x'))).toBe('Symbol(x)');
  });
});
