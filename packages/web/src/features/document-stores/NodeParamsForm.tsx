import type { NodeConfig, NodeDefinition } from '@loomflow/core';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { createFlowEditorStore } from '../../canvas/flow-editor.store.ts';
import { FlowEditorContext } from '../../canvas/FlowEditorContext.ts';
import { LoadMethodTargetContext } from '../../canvas/params/load-method-target.ts';
import { ParamEditor } from '../../canvas/params/ParamEditor.tsx';
import { TemplateVariablesContext } from '../../canvas/params/template-variables-context.ts';
import { editableParams } from './node-params.ts';
import { StoreFileParam } from './StoreFileParam.tsx';

export interface NodeParamsFormProps {
  readonly definition: NodeDefinition;
  readonly values: NodeConfig;
  readonly onChange: (values: NodeConfig) => void;
  /** The chosen credential's id, when the node type takes one. */
  readonly credential?: string;
  readonly onCredentialChange?: (credential: string) => void;
  /** File inputs upload into this store. */
  readonly storeId: string;
}

/**
 * A document store component's parameters (loader, splitter, embeddings, vector store) with the canvas's own
 * parameter editors, outside any flow: load methods (credentials, model lists) ask the node type with these
 * values, as they do for a model chosen inside an agentflow node.
 */
export function NodeParamsForm({
  definition,
  values,
  onChange,
  credential,
  onCredentialChange,
  storeId,
}: NodeParamsFormProps) {
  // The parameter editors live in a flow editor; a store of its own, holding no nodes, serves them here.
  const [editorStore] = useState(() =>
    createFlowEditorStore({ nodes: [], edges: [], name: definition.label }),
  );
  const nodeId = `${definition.name}_0`;
  const set = (name: string, value: unknown) => {
    onChange({ ...values, [name]: value });
  };
  return (
    <FlowEditorContext value={editorStore}>
      <TemplateVariablesContext value={false}>
        <LoadMethodTargetContext value={{ nodeName: definition.name, inputs: values }}>
          <Stack spacing={2} data-testid={`params-${definition.name}`}>
            {definition.credential && onCredentialChange ? (
              <ParamEditor
                nodeId={nodeId}
                param={{ ...definition.credential, type: 'credential' }}
                value={credential ?? ''}
                onChange={(value) => {
                  onCredentialChange(typeof value === 'string' ? value : '');
                }}
              />
            ) : null}
            {editableParams(definition, values).map((param) =>
              param.type === 'file' ? (
                <StoreFileParam
                  key={param.name}
                  storeId={storeId}
                  nodeId={nodeId}
                  param={param}
                  value={values[param.name]}
                  onChange={(value) => {
                    set(param.name, value);
                  }}
                />
              ) : (
                <ParamEditor
                  key={param.name}
                  nodeId={nodeId}
                  param={param}
                  value={values[param.name] ?? param.default}
                  inputs={values}
                  onChange={(value) => {
                    set(param.name, value);
                  }}
                />
              ),
            )}
          </Stack>
        </LoadMethodTargetContext>
      </TemplateVariablesContext>
    </FlowEditorContext>
  );
}
