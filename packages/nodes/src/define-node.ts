import type { InputParam, NodeDefinition } from '@loomflow/core';

/**
 * Declares a node type once: the data the canvas renders, the server validates saves against and the engine
 * validates runs against. The literal types are kept (`const`), so `NodeInputValues<typeof node>` types the
 * inputs an executor reads.
 */
export function defineNode<const D extends NodeDefinition>(definition: D): D {
  return definition;
}

type OptionNames<P extends InputParam> = P['options'] extends readonly { readonly name: infer N }[]
  ? N
  : string;

/** The value a parameter holds as Flowise stores it; `''` stands for "not set" everywhere. */
export type ParamValue<P extends InputParam> = P['type'] extends 'boolean'
  ? boolean
  : P['type'] extends 'number'
    ? number | string
    : P['type'] extends 'options'
      ? OptionNames<P>
      : P['type'] extends 'multiOptions' | 'asyncMultiOptions'
        ? readonly string[] | string
        : P['type'] extends 'array'
          ? P['array'] extends readonly InputParam[]
            ? readonly InputValues<P['array']>[]
            : readonly unknown[]
          : P['type'] extends 'datagrid'
            ? readonly Readonly<Record<string, unknown>>[] | string
            : P['type'] extends 'json'
              ? unknown
              : P['type'] extends
                    | 'string'
                    | 'password'
                    | 'code'
                    | 'date'
                    | 'file'
                    | 'folder'
                    | 'asyncOptions'
                    | 'credential'
                    | 'conditionFunction'
                    | 'tabs'
                ? string
                : unknown;

/** The inputs of a parameter list by name, each optional (a saved node may lack any of them). */
export type InputValues<Params extends readonly InputParam[]> = {
  readonly [P in Params[number] as P['name']]?: ParamValue<P> | '';
};

/** The typed `data.inputs` of a node type. */
export type NodeInputValues<D extends NodeDefinition> = InputValues<D['inputs']>;
