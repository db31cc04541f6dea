import { CREDENTIAL_ID_MARKER } from '@loomflow/core';
import type { InputParam, NodeConfig, NodeDefinition } from '@loomflow/core';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { createFlowEditorStore } from '../../canvas/flow-editor.store.ts';
import { FlowEditorContext } from '../../canvas/FlowEditorContext.ts';
import { LoadMethodTargetContext } from '../../canvas/params/load-method-target.ts';
import { ParamEditor } from '../../canvas/params/ParamEditor.tsx';
import { TemplateVariablesContext } from '../../canvas/params/template-variables-context.ts';
import { editableParams } from '../document-stores/node-params.ts';

export interface NodeParamsPanelProps {
  readonly definition: NodeDefinition;
  /** The node's input values; the chosen credential's id is kept under Flowise's credential-id marker. */
  readonly values: NodeConfig;
  readonly onChange: (values: NodeConfig) => void;
  /** Which parameters to show (all editable ones when absent). */
  readonly show?: (param: InputParam) => boolean;
  /** Distinguishes several panels of the same node type (load-method answers are cached per id). */
  readonly instance?: string;
  readonly disabled?: boolean;
}

/**
 * A node type's credential and parameters with the canvas's own editors, outside any flow: model lists and
 * credentials are asked of the node type with these values, as for a model chosen inside an agentflow node.
 */
export function NodeParamsPanel({
  definition,
  values,
  onChange,
  show,
  instance = '0',
  disabled = false,
}: NodeParamsPanelProps) {
  // The editors live in a flow editor; one of its own, holding no nodes, serves them here.
  const [editorStore] = useState(() =>
    createFlowEditorStore({ nodes: [], edges: [], name: definition.label }),
  );
  const nodeId = `${definition.name}_${instance}`;
  const params = editableParams(definition, values).filter((param) => show?.(param) ?? true);
  const set = (name: string, value: unknown) => {
    onChange({ ...values, [name]: value });
  };
  return (
    <FlowEditorContext value={editorStore}>
      <TemplateVariablesContext value={false}>
        <LoadMethodTargetContext value={{ nodeName: definition.name, inputs: values }}>
          <Stack
            spacing={2}
            data-testid={`params-${definition.name}`}
            sx={disabled ? { pointerEvents: 'none', opacity: 0.7 } : undefined}
            aria-disabled={disabled}
          >
            {definition.credential ? (
              <ParamEditor
                nodeId={nodeId}
                param={{ ...definition.credential, type: 'credential' }}
                value={values[CREDENTIAL_ID_MARKER] ?? ''}
                onChange={(value) => {
                  set(CREDENTIAL_ID_MARKER, typeof value === 'string' ? value : '');
                }}
              />
            ) : null}
            {params.map((param) => (
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
            ))}
          </Stack>
        </LoadMethodTargetContext>
      </TemplateVariablesContext>
    </FlowEditorContext>
  );
}
