/**
 * Runs once in each new isolate, with `$0` = log callback and `$1` = a reference to the server's fetch (both
 * copy their arguments across the boundary; the reference stays in this closure, out of user code's reach). It removes what user code must not have, and defines `console` and a
 * `fetch` whose requests the server checks (SSRF guard) before anything leaves the machine.
 */
export const ISOLATE_BOOTSTRAP = String.raw`
const log = $0;
const fetchReference = $1;
const hostFetch = (request) =>
  fetchReference.apply(undefined, [request], { arguments: { copy: true }, result: { promise: true, copy: true } });
const g = globalThis;
// Intrinsics captured before user code runs: it may replace them, the bridge keeps working.
const apply = Reflect.apply;
const join = Array.prototype.join;
const stringify = JSON.stringify;
const parse = JSON.parse;
const freeze = Object.freeze;
Object.defineProperty(g, '__loomflow', {
  value: freeze({ stringify }),
  writable: false,
  configurable: false,
  enumerable: false,
});
for (const name of ['WebAssembly', 'SharedArrayBuffer', 'Atomics', 'FinalizationRegistry', 'WeakRef']) {
  delete g[name];
}
const show = (value) => {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack || String(value);
  try { const text = stringify(value); return text === undefined ? String(value) : text; }
  catch { return String(value); }
};
const writer = (level) => (...args) => {
  const parts = [];
  for (let index = 0; index < args.length; index += 1) parts[index] = show(args[index]);
  log(level, apply(join, parts, [' ']));
};
g.console = freeze({
  log: writer('log'), info: writer('info'), warn: writer('warn'), error: writer('error'), debug: writer('debug'),
});
const plainHeaders = (headers) => {
  const out = {};
  if (headers == null) return out;
  const entries = typeof headers.entries === 'function' ? Array.from(headers.entries()) : Object.entries(headers);
  for (const [name, value] of entries) out[String(name)] = String(value);
  return out;
};
const makeResponse = (raw) => {
  const headerMap = new Map(Object.entries(raw.headers));
  let used = false;
  const take = () => {
    if (used) throw new TypeError('Body has already been read');
    used = true;
    return raw.body;
  };
  return freeze({
    ok: raw.status >= 200 && raw.status < 300,
    status: raw.status,
    statusText: raw.statusText,
    url: raw.url,
    redirected: raw.redirected,
    headers: freeze({
      get: (name) => headerMap.get(String(name).toLowerCase()) ?? null,
      has: (name) => headerMap.has(String(name).toLowerCase()),
      entries: () => headerMap.entries(),
      forEach: (fn) => headerMap.forEach((value, key) => fn(value, key)),
    }),
    text: async () => take(),
    json: async () => parse(take()),
  });
};
g.fetch = async (input, init = {}) => {
  const url = typeof input === 'string' ? input : String(input && input.url !== undefined ? input.url : input);
  const body = init.body == null ? undefined : typeof init.body === 'string' ? init.body : stringify(init.body);
  const request = { url, method: String(init.method || 'GET').toUpperCase(), headers: plainHeaders(init.headers) };
  if (body !== undefined) request.body = body;
  const answer = await hostFetch(request);
  if (answer.error !== undefined) throw new TypeError('fetch failed: ' + answer.error);
  return makeResponse(answer.response);
};
`;

/** The user's code as an async function whose parameters are the run's named values; line 1 is theirs. */
export function wrapUserCode(
  code: string,
  parameterNames: readonly string[],
  maxOutputChars: number,
): string {
  const prefix = `(async function (__values) { const __user = async function (${parameterNames.join(', ')}) {`;
  const suffix =
    `}; const __result = await __user(...__values);` +
    ` const __json = __result === undefined ? 'null' : __loomflow.stringify(__result);` +
    ` if (__json === undefined) return 'null';` +
    ` if (__json.length > ${maxOutputChars}) throw new Error('[output] The result is ' + __json.length +` +
    ` ' characters of JSON; the limit is ${maxOutputChars}');` +
    ` return __json; })`;
  return `${prefix}\n${code}\n${suffix}`;
}

/** The file name user code runs under: errors report `tool.js:line:column`. */
export const USER_CODE_FILENAME = 'user-code.js';
