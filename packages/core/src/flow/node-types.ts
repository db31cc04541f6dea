import { z } from 'zod';

/**
 * The node entities of spec §3 in Flowise 3.x's shape (`../shared/reference/flowise-compat.md`): what a node
 * type declares (a definition, served by `GET /api/v1/nodes`) and what a node on a canvas carries (`data`).
 */

/** The 17 parameter editors of spec §3. */
export const INPUT_PARAM_TYPES = [
  'asyncOptions',
  'asyncMultiOptions',
  'options',
  'multiOptions',
  'array',
  'datagrid',
  'string',
  'number',
  'boolean',
  'password',
  'json',
  'code',
  'date',
  'file',
  'folder',
  'tabs',
  'conditionFunction',
] as const;
export type InputParamType = (typeof INPUT_PARAM_TYPES)[number];

/**
 * Parameter types Flowise also renders as editors (the credential picker, and the schedule pickers of the
 * Start node); every other type is a connection type, and the input an anchor.
 */
export const EXTRA_PARAM_TYPES = [
  'credential',
  'timePicker',
  'weekDaysPicker',
  'monthDaysPicker',
  'datePicker',
] as const;
export type ExtraParamType = (typeof EXTRA_PARAM_TYPES)[number];

const editorTypes: ReadonlySet<string> = new Set([...INPUT_PARAM_TYPES, ...EXTRA_PARAM_TYPES]);

/** Whether an input of this type is edited on the node (a parameter) rather than connected (an anchor). */
export function isParameterType(type: string): boolean {
  return editorTypes.has(type);
}

/** Show/hide rules: input name (or `array[$index].field` path) → the value or values that match. */
export type DisplayRules = Readonly<Record<string, unknown>>;

export interface InputOption {
  readonly label: string;
  readonly name: string;
  readonly description?: string;
  readonly imageSrc?: string;
  readonly show?: DisplayRules;
  readonly hide?: DisplayRules;
  /** Clients the option is offered to (`agentflowv2`…); all when absent. */
  readonly client?: readonly string[];
}

/** A help text shown beside an input. */
export interface InputHint {
  readonly label: string;
  readonly value: string;
}

/** One column of a `datagrid` input. */
export interface DatagridColumn {
  readonly field: string;
  readonly headerName: string;
  readonly type?: string;
  readonly editable?: boolean;
  readonly flex?: number;
  readonly width?: number;
  readonly minWidth?: number;
  readonly loadMethod?: string | readonly string[];
  /** Choices of a select column: plain values or labelled ones. */
  readonly valueOptions?: readonly (string | { readonly label: string; readonly value: string })[];
  readonly default?: unknown;
}

/** One input of a node type: a parameter edited on the node, or an anchor another node connects to. */
export interface InputParam {
  readonly label: string;
  readonly name: string;
  /** A parameter type (`isParameterType`) or, for anchors, the accepted connection types joined by `|`. */
  readonly type: string;
  /** `<nodeId>-input-<name>-<type>` once on a canvas. */
  readonly id?: string;
  readonly description?: string;
  readonly placeholder?: string;
  readonly default?: unknown;
  readonly optional?: boolean;
  /** An anchor (or variable input) that accepts several connections. */
  readonly list?: boolean;
  readonly show?: DisplayRules;
  readonly hide?: DisplayRules;
  /** Set on a canvas by the visibility rules. */
  readonly display?: boolean;
  readonly additionalParams?: boolean;
  readonly options?: readonly InputOption[];
  /** Sub-parameters of each row of an `array` input. */
  readonly array?: readonly InputParam[];
  /** The alternatives of a `tabs` input; the chosen one is stored under `<tabIdentifier>_<nodeId>`. */
  readonly tabs?: readonly InputParam[];
  readonly tabIdentifier?: string;
  readonly datagrid?: readonly DatagridColumn[];
  readonly loadMethod?: string;
  /** The chosen option is a node type whose own inputs are edited as `<name>Config`. */
  readonly loadConfig?: boolean;
  readonly loadPreviousNodes?: boolean;
  readonly refresh?: boolean;
  readonly freeSolo?: boolean;
  readonly acceptVariable?: boolean;
  readonly acceptNodeOutputAsVariable?: boolean;
  readonly generateInstruction?: boolean;
  readonly generateDocStoreDescription?: boolean;
  readonly rows?: number;
  /** For `file` inputs: the accepted extensions, comma-separated (`.pdf`, `.txt, .md`), as Flowise declares them. */
  readonly fileType?: string;
  readonly step?: number;
  readonly minItems?: number;
  readonly hideCodeExecute?: boolean;
  readonly codeExample?: string;
  readonly hint?: InputHint;
  readonly warning?: string;
  /** For `credential` inputs: the credential types that fit. */
  readonly credentialNames?: readonly string[];
  readonly client?: readonly string[];
}

/** An output a node type declares (several of them become the options of one `output` anchor). */
export interface NodeOutput {
  readonly label: string;
  readonly name: string;
  readonly description?: string;
  readonly baseClasses?: readonly string[];
  readonly isAnchor?: boolean;
  readonly hidden?: boolean;
}

/** A node type as `GET /api/v1/nodes` serves it (Flowise's component shape). */
export interface NodeDefinition {
  readonly label: string;
  readonly name: string;
  readonly version: number;
  /** The type name, also the node's output connection type. */
  readonly type: string;
  readonly category: string;
  readonly description: string;
  readonly baseClasses: readonly string[];
  readonly inputs: readonly InputParam[];
  readonly credential?: InputParam;
  readonly outputs?: readonly NodeOutput[];
  readonly color?: string;
  /** Served by `GET /api/v1/node-icon/{name}`. */
  readonly icon?: string;
  readonly tags?: readonly string[];
  readonly badge?: string;
  readonly hint?: string;
  readonly documentation?: string;
  readonly hideInput?: boolean;
  readonly hideOutput?: boolean;
  /** Async option methods `POST /api/v1/node-load-method/{name}` answers for this node. */
  readonly loadMethods?: readonly string[];
}

const displayRulesSchema = z.record(z.string(), z.unknown());
const clientsSchema = z.array(z.string());

const inputOptionSchema = z.looseObject({
  label: z.string(),
  name: z.string(),
  description: z.string().optional(),
  imageSrc: z.string().optional(),
  show: displayRulesSchema.optional(),
  hide: displayRulesSchema.optional(),
  client: clientsSchema.optional(),
});

const datagridColumnSchema = z.looseObject({
  field: z.string(),
  headerName: z.string(),
  type: z.string().optional(),
  editable: z.boolean().optional(),
  flex: z.number().optional(),
  width: z.number().optional(),
  minWidth: z.number().optional(),
  loadMethod: z.union([z.string(), z.array(z.string())]).optional(),
  valueOptions: z
    .array(z.union([z.string(), z.looseObject({ label: z.string(), value: z.string() })]))
    .optional(),
  default: z.unknown().optional(),
});

/** `InputParam` as a schema: every declared field checked, fields it does not know kept. */
export const inputParamSchema: z.ZodType<InputParam> = z.lazy(() =>
  z.looseObject({
    label: z.string(),
    name: z.string(),
    type: z.string(),
    id: z.string().optional(),
    description: z.string().optional(),
    placeholder: z.string().optional(),
    default: z.unknown().optional(),
    optional: z.boolean().optional(),
    list: z.boolean().optional(),
    show: displayRulesSchema.optional(),
    hide: displayRulesSchema.optional(),
    display: z.boolean().optional(),
    additionalParams: z.boolean().optional(),
    options: z.array(inputOptionSchema).optional(),
    array: z.array(inputParamSchema).optional(),
    tabs: z.array(inputParamSchema).optional(),
    tabIdentifier: z.string().optional(),
    datagrid: z.array(datagridColumnSchema).optional(),
    loadMethod: z.string().optional(),
    loadConfig: z.boolean().optional(),
    loadPreviousNodes: z.boolean().optional(),
    refresh: z.boolean().optional(),
    freeSolo: z.boolean().optional(),
    acceptVariable: z.boolean().optional(),
    acceptNodeOutputAsVariable: z.boolean().optional(),
    generateInstruction: z.boolean().optional(),
    generateDocStoreDescription: z.boolean().optional(),
    rows: z.number().optional(),
    fileType: z.string().optional(),
    step: z.number().optional(),
    minItems: z.number().optional(),
    hideCodeExecute: z.boolean().optional(),
    codeExample: z.string().optional(),
    hint: z.looseObject({ label: z.string(), value: z.string() }).optional(),
    warning: z.string().optional(),
    credentialNames: z.array(z.string()).optional(),
    client: clientsSchema.optional(),
  }),
);

const nodeOutputSchema = z.looseObject({
  label: z.string(),
  name: z.string(),
  description: z.string().optional(),
  baseClasses: z.array(z.string()).optional(),
  isAnchor: z.boolean().optional(),
  hidden: z.boolean().optional(),
});

/**
 * `NodeDefinition` as a schema, for what arrives as JSON (`GET /api/v1/nodes`, templates): every declared field
 * checked (a failure names the field), fields it does not know kept.
 */
export const nodeDefinitionSchema: z.ZodType<NodeDefinition> = z.looseObject({
  label: z.string(),
  name: z.string(),
  version: z.number(),
  type: z.string(),
  category: z.string(),
  description: z.string(),
  baseClasses: z.array(z.string()),
  inputs: z.array(inputParamSchema),
  credential: inputParamSchema.optional(),
  outputs: z.array(nodeOutputSchema).optional(),
  color: z.string().optional(),
  icon: z.string().optional(),
  tags: z.array(z.string()).optional(),
  badge: z.string().optional(),
  hint: z.string().optional(),
  documentation: z.string().optional(),
  hideInput: z.boolean().optional(),
  hideOutput: z.boolean().optional(),
  loadMethods: z.array(z.string()).optional(),
});

/** Whether a value is a whole node type declaration (`nodeDefinitionSchema`). */
export function isNodeDefinition(value: unknown): value is NodeDefinition {
  return nodeDefinitionSchema.safeParse(value).success;
}
