import type {
  EvaluatorVerdict,
  JsonEvaluatorConfig,
  NumericEvaluatorConfig,
  NumericOperator,
  RegexEvaluatorConfig,
  TextEvaluatorConfig,
  Verdict,
} from '@loomflow/core';
import { Ajv, type ErrorObject } from 'ajv';

/** What a check sees of one run. */
export interface CheckSample {
  readonly input: string;
  readonly expectedOutput: string;
  readonly actualOutput: string;
  readonly latencyMs?: number | undefined;
  readonly totalTokens?: number | undefined;
  readonly cost?: number | undefined;
  /** Why the cost is unknown (a model without a price…), shown by a cost check. */
  readonly costNote?: string | undefined;
}

export type CheckResult = Pick<EvaluatorVerdict, 'verdict' | 'score' | 'reason'>;

const verdictOf = (passed: boolean): Verdict => (passed ? 'pass' : 'fail');

/** Text: contains / not contains / starts with / equals (trimmed), with or without letter case. */
export function checkText(config: TextEvaluatorConfig, sample: CheckSample): CheckResult {
  const target = config.compareWith === 'expectedOutput' ? sample.expectedOutput : config.value;
  const fold = (text: string) => (config.caseSensitive ? text : text.toLowerCase());
  const answer = fold(sample.actualOutput);
  const wanted = fold(target);
  const quoted = JSON.stringify(target.length > 80 ? `${target.slice(0, 80)}…` : target);
  switch (config.operator) {
    case 'contains': {
      const passed = answer.includes(wanted);
      return {
        verdict: verdictOf(passed),
        score: null,
        reason: `${passed ? 'Contains' : 'Does not contain'} ${quoted}`,
      };
    }
    case 'notContains': {
      const passed = !answer.includes(wanted);
      return {
        verdict: verdictOf(passed),
        score: null,
        reason: `${passed ? 'Does not contain' : 'Contains'} ${quoted}`,
      };
    }
    case 'startsWith': {
      const passed = answer.trimStart().startsWith(wanted);
      return {
        verdict: verdictOf(passed),
        score: null,
        reason: `${passed ? 'Starts with' : 'Does not start with'} ${quoted}`,
      };
    }
    case 'equals': {
      const passed = answer.trim() === wanted.trim();
      return {
        verdict: verdictOf(passed),
        score: null,
        reason: `${passed ? 'Equals' : 'Differs from'} ${quoted}`,
      };
    }
  }
}

/** A regular expression that compiles, or the reason it does not. */
export function compileRegex(pattern: string, flags: string): RegExp | string {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export function checkRegex(config: RegexEvaluatorConfig, sample: CheckSample): CheckResult {
  const regex = compileRegex(config.pattern, config.flags);
  if (typeof regex === 'string') return { verdict: 'error', score: null, reason: regex };
  const matched = regex.test(sample.actualOutput);
  const passed = matched === config.shouldMatch;
  return {
    verdict: verdictOf(passed),
    score: null,
    reason: `${matched ? 'Matches' : 'Does not match'} /${config.pattern}/${config.flags}`,
  };
}

/** The answer's JSON: the text itself, or the inside of a ```json fence around it. */
function parseAnswerJson(answer: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const trimmed = answer.trim();
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(trimmed);
  try {
    const value: unknown = JSON.parse(fenced?.[1] ?? trimmed);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, reason: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

const ajv = new Ajv({ allErrors: false, strict: false });

/** A JSON schema that compiles, or the reason it does not (named for the person editing it). */
export function schemaProblem(schemaText: string): string | undefined {
  let schema: unknown;
  try {
    schema = JSON.parse(schemaText);
  } catch (error) {
    return `The JSON schema is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    return 'The JSON schema must be a JSON object';
  try {
    ajv.compile(schema);
    return undefined;
  } catch (error) {
    return `The JSON schema is not valid: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function describeSchemaError(error: ErrorObject | undefined): string {
  if (!error) return 'Does not match the schema';
  return `${error.instancePath === '' ? '(root)' : error.instancePath}: ${error.message ?? 'does not match'}`;
}

export function checkJson(config: JsonEvaluatorConfig, sample: CheckSample): CheckResult {
  const parsed = parseAnswerJson(sample.actualOutput);
  if (!parsed.ok) return { verdict: 'fail', score: null, reason: parsed.reason };
  if (config.check === 'valid') return { verdict: 'pass', score: null, reason: 'Valid JSON' };
  const problem = schemaProblem(config.schema ?? '');
  if (problem !== undefined) return { verdict: 'error', score: null, reason: problem };
  const schema: unknown = JSON.parse(config.schema ?? '');
  const validate = ajv.compile(typeof schema === 'object' && schema !== null ? schema : {});
  const passed = validate(parsed.value);
  return {
    verdict: verdictOf(passed),
    score: null,
    reason: passed ? 'Matches the schema' : describeSchemaError(validate.errors?.[0]),
  };
}

const OPERATOR_SIGNS: Readonly<Record<NumericOperator, string>> = {
  lt: '<',
  lte: '≤',
  gt: '>',
  gte: '≥',
  eq: '=',
  neq: '≠',
};

function compare(measured: number, operator: NumericOperator, bound: number): boolean {
  switch (operator) {
    case 'lt':
      return measured < bound;
    case 'lte':
      return measured <= bound;
    case 'gt':
      return measured > bound;
    case 'gte':
      return measured >= bound;
    case 'eq':
      return measured === bound;
    case 'neq':
      return measured !== bound;
  }
}

const MEASURE_LABELS = {
  responseLength: { label: 'Response length', unit: ' characters' },
  latencyMs: { label: 'Latency', unit: ' ms' },
  totalTokens: { label: 'Total tokens', unit: '' },
  cost: { label: 'Cost', unit: ' USD' },
} as const;

export function checkNumeric(config: NumericEvaluatorConfig, sample: CheckSample): CheckResult {
  const measured =
    config.measure === 'responseLength'
      ? sample.actualOutput.length
      : config.measure === 'latencyMs'
        ? sample.latencyMs
        : config.measure === 'totalTokens'
          ? sample.totalTokens
          : sample.cost;
  const { label, unit } = MEASURE_LABELS[config.measure];
  if (measured === undefined)
    return {
      verdict: 'error',
      score: null,
      reason:
        config.measure === 'cost'
          ? (sample.costNote ?? 'Cost is unknown: the run recorded no token usage')
          : `${label} is unknown for this run`,
    };
  const passed = compare(measured, config.operator, config.value);
  const sign = OPERATOR_SIGNS[config.operator];
  return {
    verdict: verdictOf(passed),
    score: measured,
    reason: `${label} ${String(measured)}${unit} is ${passed ? '' : 'not '}${sign} ${String(config.value)}${unit}`,
  };
}
