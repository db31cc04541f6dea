import { isRecord, applyParameterVisibility } from '@loomflow/core';
import type { FlowNodeData, InputParam } from '@loomflow/core';
import Stack from '@mui/material/Stack';
import { useFlowEditor } from '../useFlowEditor.ts';
import { inputParamsOf, textOf } from './input-param.ts';
import { ConditionStatus } from './ConditionStatus.tsx';
import { initialLoadConfig } from './load-config-defaults.ts';
import { LoadConfigParams } from './LoadConfigParams.tsx';
import { ParamEditor } from './ParamEditor.tsx';
import { pickedValues } from './picked-values.ts';
import { TabsParam } from './TabsParam.tsx';
import { useNodeDefinitions } from './useNodeDefinitions.ts';

export interface ParamListProps {
  readonly nodeId: string;
  readonly data: FlowNodeData;
  /** Which parameters: the basic ones (on the node) or the additional ones (in its dialog), or all. */
  readonly which: 'basic' | 'additional' | 'all';
}

function shown(param: InputParam, which: ParamListProps['which']): boolean {
  if (which === 'all') return true;
  return which === 'additional' ? param.additionalParams === true : param.additionalParams !== true;
}

/** The visible parameters of a node (spec §4 visibility rules) with their editors; every edit is undoable. */
export function ParamList({ nodeId, data, which }: ParamListProps) {
  const setNodeData = useFlowEditor((state) => state.setNodeData);
  const definitions = useNodeDefinitions();
  const inputs = data.inputs ?? {};
  const params = applyParameterVisibility(inputParamsOf(data.inputParams), inputs).filter(
    (param) => param.display && shown(param, which),
  );
  const setInputs = (values: Record<string, unknown>) => {
    setNodeData(nodeId, (current) => ({ ...current, inputs: { ...current.inputs, ...values } }));
  };
  const setInput = (name: string, value: unknown) => {
    setNodeData(
      nodeId,
      (current) => ({ ...current, inputs: { ...current.inputs, [name]: value } }),
      `${nodeId}:${name}`,
    );
  };
  return (
    <Stack spacing={1.5} className="nodrag nowheel" sx={{ cursor: 'default' }}>
      {params.map((param) => {
        if (param.type === 'credential') {
          return (
            <ParamEditor
              key={param.name}
              nodeId={nodeId}
              param={param}
              value={data.credential ?? ''}
              onChange={(value) => {
                setNodeData(nodeId, (current) => ({ ...current, credential: textOf(value) }));
              }}
            />
          );
        }
        // `conditionFunction` with tabs: the agentflow v1 Condition's table and code alternatives.
        if (param.type === 'tabs' || (param.type === 'conditionFunction' && param.tabs !== undefined)) {
          const key = `${param.tabIdentifier ?? param.name}_${nodeId}`;
          const tabs = (
            <TabsParam
              key={param.name}
              nodeId={nodeId}
              param={param}
              value={inputs[param.name]}
              onChange={(value) => {
                setInput(param.name, value);
              }}
              chosen={textOf(inputs[key])}
              onChoose={(tab) => {
                setInput(key, tab);
              }}
              valueOf={(name) => inputs[name]}
              onChangeOf={setInput}
            />
          );
          if (param.type === 'tabs') return tabs;
          return (
            <Stack key={param.name} spacing={1}>
              {tabs}
              <ConditionStatus nodeId={nodeId} data={data} />
            </Stack>
          );
        }
        const chosen = textOf(inputs[param.name]);
        const configKey = `${param.name}Config`;
        const config = inputs[configKey];
        return (
          <Stack key={param.name} spacing={1}>
            <ParamEditor
              nodeId={nodeId}
              param={param}
              value={inputs[param.name]}
              inputs={inputs}
              onChange={(value, picked) => {
                if (param.loadConfig) {
                  const definition = definitions.data?.find((candidate) => candidate.name === value);
                  setInputs({
                    [param.name]: value,
                    [configKey]: initialLoadConfig(param.name, value, definition),
                  });
                } else {
                  const values = pickedValues(data.name, param.name, value, picked);
                  if (Object.keys(values).length > 1) setInputs(values);
                  else setInput(param.name, value);
                }
              }}
            />
            {param.loadConfig && chosen !== '' ? (
              <LoadConfigParams
                editor={ParamEditor}
                nodeId={nodeId}
                chosen={chosen}
                config={isRecord(config) ? config : {}}
                onChange={(next) => {
                  setInput(configKey, next);
                }}
              />
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
