/** OpenAI-style chat models whose API has no `response_format: json_schema` (DeepSeek: `json_object` only). */
const WITHOUT_JSON_SCHEMA = new WeakSet<object>();

/** Marks a model whose API cannot be asked for a JSON schema: structured output goes through a forced tool call. */
export function markWithoutJsonSchema(model: object): void {
  WITHOUT_JSON_SCHEMA.add(model);
}

/** Whether the model's API takes `response_format: json_schema` (every OpenAI-style model not marked). */
export function acceptsJsonSchema(model: object): boolean {
  return !WITHOUT_JSON_SCHEMA.has(model);
}
