const CURLY_BRACED = /\{([^{}]+)\}/g;

/**
 * Spec §5: the variables of a template are the texts inside curly braces (`{question}`, `{{ $vars.x }}`),
 * trimmed; entries containing a colon (`{"a": 1}`, `{x:y}`) are not variables. Each name is listed once, in
 * order of first appearance.
 */
export function extractTemplateVariables(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CURLY_BRACED)) {
    const inside = (match[1] ?? '').trim();
    if (inside.length > 0 && !inside.includes(':') && !found.includes(inside)) found.push(inside);
  }
  return found;
}
