import type { Evaluator, EvaluatorType, NumericMeasure, NumericOperator, TextOperator } from '@loomflow/core';

export const EVALUATOR_TYPE_LABELS: Readonly<Record<EvaluatorType, string>> = {
  text: 'Text',
  regex: 'Regex',
  json: 'JSON',
  numeric: 'Numeric',
  llm: 'LLM as judge',
};

export const TEXT_OPERATOR_LABELS: Readonly<Record<TextOperator, string>> = {
  contains: 'contains',
  notContains: 'does not contain',
  startsWith: 'starts with',
  equals: 'equals',
};

export const NUMERIC_MEASURE_LABELS: Readonly<Record<NumericMeasure, string>> = {
  responseLength: 'Response length (characters)',
  latencyMs: 'Latency (ms)',
  totalTokens: 'Total tokens',
  cost: 'Cost (USD)',
};

export const NUMERIC_OPERATOR_SYMBOLS: Readonly<Record<NumericOperator, string>> = {
  lt: '<',
  lte: '≤',
  gt: '>',
  gte: '≥',
  eq: '=',
  neq: '≠',
};

const MEASURE_NAMES: Readonly<Record<NumericMeasure, string>> = {
  responseLength: 'length',
  latencyMs: 'latency',
  totalTokens: 'tokens',
  cost: 'cost',
};

const MEASURE_UNITS: Readonly<Record<NumericMeasure, string>> = {
  responseLength: ' chars',
  latencyMs: ' ms',
  totalTokens: '',
  cost: ' USD',
};

/** One line saying what the evaluator checks, for the list. */
export function describeEvaluator(evaluator: Evaluator): string {
  switch (evaluator.type) {
    case 'text': {
      const { operator, compareWith, value, caseSensitive } = evaluator.config;
      const target = compareWith === 'expectedOutput' ? 'the expected output' : `"${value}"`;
      return `Answer ${TEXT_OPERATOR_LABELS[operator]} ${target}${caseSensitive ? ' (case-sensitive)' : ''}`;
    }
    case 'regex': {
      const { pattern, flags, shouldMatch } = evaluator.config;
      return `Answer ${shouldMatch ? 'matches' : 'does not match'} /${pattern}/${flags}`;
    }
    case 'json':
      return evaluator.config.check === 'schema'
        ? 'Answer is JSON matching a schema'
        : 'Answer is valid JSON';
    case 'numeric': {
      const { measure, operator, value } = evaluator.config;
      return `${MEASURE_NAMES[measure]} ${NUMERIC_OPERATOR_SYMBOLS[operator]} ${String(value)}${MEASURE_UNITS[measure]}`;
    }
    case 'llm': {
      const { passThreshold, model } = evaluator.config;
      const judge = model ? ` by ${model.modelName}` : ' by the evaluation’s judge model';
      return `Judge score ≥ ${String(passThreshold)} of 10${judge}`;
    }
  }
}
