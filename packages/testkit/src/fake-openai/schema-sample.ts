/** A JSON Schema node as the generator reads it. */
type SchemaNode = Readonly<Record<string, unknown>>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `#/$defs/x` or `#/definitions/x` of the root schema. */
function dereference(node: SchemaNode, root: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
  const defs = match?.[1] === undefined ? undefined : root[match[1]];
  const target = isNode(defs) && match?.[2] !== undefined ? defs[match[2]] : undefined;
  if (!isNode(target)) throw new Error(`Fake schema sample: cannot resolve "${ref}".`);
  return target;
}

/** The schema's type name, lower-cased (Gemini writes `OBJECT`); the first non-null one of a type list. */
function typeOf(node: SchemaNode): string | undefined {
  const { type } = node;
  if (typeof type === 'string') return type.toLowerCase();
  if (Array.isArray(type)) {
    const names = type.filter((item): item is string => typeof item === 'string');
    return (names.find((item) => item.toLowerCase() !== 'null') ?? names[0])?.toLowerCase();
  }
  if (isNode(node.properties)) return 'object';
  if (node.items !== undefined) return 'array';
  return undefined;
}

function numberIn(node: SchemaNode, integer: boolean): number {
  const minimum = typeof node.minimum === 'number' ? node.minimum : undefined;
  const maximum = typeof node.maximum === 'number' ? node.maximum : undefined;
  let value = minimum ?? (maximum !== undefined && maximum < 1 ? maximum : 1);
  if (integer) value = Math.ceil(value);
  return value;
}

function sample(input: SchemaNode, root: SchemaNode, key: string, depth: number): unknown {
  if (depth > 32) throw new Error('Fake schema sample: the schema nests deeper than 32 levels.');
  const node = dereference(input, root);
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  const variants = Array.isArray(node.anyOf)
    ? node.anyOf
    : Array.isArray(node.oneOf)
      ? node.oneOf
      : undefined;
  if (variants !== undefined) {
    const chosen =
      variants.filter(isNode).find((variant) => variant.type !== 'null') ?? variants.find(isNode);
    return chosen === undefined ? null : sample(chosen, root, key, depth + 1);
  }
  switch (typeOf(node)) {
    case 'object': {
      const properties = isNode(node.properties) ? node.properties : {};
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        result[name] = sample(isNode(property) ? property : {}, root, name, depth + 1);
      }
      return result;
    }
    case 'array': {
      const count = Math.max(1, typeof node.minItems === 'number' ? node.minItems : 1);
      const items = isNode(node.items) ? node.items : {};
      return Array.from({ length: count }, () => sample(items, root, key, depth + 1));
    }
    case 'integer':
      return numberIn(node, true);
    case 'number':
      return numberIn(node, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return `sample ${key}`;
  }
}

/**
 * A value valid for a JSON schema, the same every time: objects with all their properties, arrays of one item
 * (or `minItems`), enums' first value, `const`, strings `"sample <property>"`, numbers 1 (or `minimum`), booleans
 * true, the first non-null variant of `anyOf`/`oneOf`, `$ref`s into `$defs`/`definitions`. Type names are read
 * in any case, so Gemini's OpenAPI schemas (`OBJECT`, `STRING`) work too.
 */
export function sampleFromSchema(schema: unknown, key = 'value'): unknown {
  const root = isNode(schema) ? schema : {};
  return sample(root, root, key, 0);
}
