import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ComponentType } from 'react';
import { ArrayParam } from './ArrayParam.tsx';
import { CodeParam } from './CodeParam.tsx';
import { CredentialParam } from './CredentialParam.tsx';
import { DatagridParam } from './DatagridParam.tsx';
import { FileParam } from './FileParam.tsx';
import type { ParamEditorProps } from './input-param.ts';
import { AsyncOptionsParam, OptionsParam } from './OptionsParam.tsx';
import { TextParam } from './TextParam.tsx';

function BooleanParam({ param, value, onChange }: ParamEditorProps) {
  return (
    <FormControlLabel
      label={param.label}
      control={
        <Switch
          checked={value === true || value === 'true'}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
      }
    />
  );
}

/** An array parameter whose rows' sub-parameters are edited by ParamEditor itself. */
function ArrayParamEditor(props: ParamEditorProps) {
  return <ArrayParam {...props} editor={ParamEditor} />;
}

/** The editor of each parameter type of spec §3 (tabs are laid out by the parameter list). */
const EDITORS: Readonly<Record<string, ComponentType<ParamEditorProps>>> = {
  asyncOptions: AsyncOptionsParam,
  asyncMultiOptions: AsyncOptionsParam,
  options: OptionsParam,
  multiOptions: OptionsParam,
  array: ArrayParamEditor,
  datagrid: DatagridParam,
  boolean: BooleanParam,
  json: CodeParam,
  code: CodeParam,
  conditionFunction: CodeParam,
  file: FileParam,
  credential: CredentialParam,
};

/** One parameter's editor, chosen by its type; text-like types fall back to a text field. */
export function ParamEditor(props: ParamEditorProps) {
  const Editor = EDITORS[props.param.type] ?? TextParam;
  return <Editor {...props} />;
}
