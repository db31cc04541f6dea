import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { inputParamsOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';
import { ParamEditor } from './ParamEditor.tsx';

export interface TabsParamProps extends ParamEditorProps {
  /** The chosen tab, stored under `<tabIdentifier>_<nodeId>`. */
  readonly chosen: string;
  readonly onChoose: (tab: string) => void;
  readonly valueOf: (name: string) => unknown;
  readonly onChangeOf: (name: string, value: unknown) => void;
}

/** A tabs parameter: alternatives of which one is edited (and used) at a time. */
export function TabsParam({ nodeId, param, chosen, onChoose, valueOf, onChangeOf }: TabsParamProps) {
  const tabs = inputParamsOf(param.tabs);
  const current = tabs.find((tab) => tab.name === chosen) ?? tabs[0];
  return (
    <Stack spacing={1}>
      <Tabs
        value={current?.name ?? false}
        onChange={(_event, next: string) => {
          onChoose(next);
        }}
        variant="scrollable"
      >
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name} label={tab.label} />
        ))}
      </Tabs>
      {current ? (
        <ParamEditor
          nodeId={nodeId}
          param={current}
          value={valueOf(current.name)}
          onChange={(next) => {
            onChangeOf(current.name, next);
          }}
        />
      ) : null}
    </Stack>
  );
}
