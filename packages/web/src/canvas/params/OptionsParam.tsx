import type { InputOption } from '@loomflow/core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { isInputOption, listOf, textOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';
import { useLoadMethod } from './useLoadMethod.ts';

interface OptionsFieldProps extends ParamEditorProps {
  readonly options: readonly InputOption[];
  readonly loading?: boolean;
}

function OptionsField({ param, value, onChange, options, loading }: OptionsFieldProps) {
  const multiple = param.type === 'multiOptions' || param.type === 'asyncMultiOptions';
  const byName = new Map(options.map((option) => [option.name, option]));
  const labelOf = (name: string) => byName.get(name)?.label ?? name;
  const input = (params: object) => <TextField {...params} size="small" label={param.label} />;
  if (multiple) {
    return (
      <Autocomplete
        multiple
        size="small"
        loading={loading}
        options={options.map((option) => option.name)}
        getOptionLabel={labelOf}
        value={listOf(value)}
        onChange={(_event, next) => {
          onChange(JSON.stringify(next));
        }}
        renderInput={input}
      />
    );
  }
  const current = textOf(value);
  return (
    <Autocomplete
      size="small"
      loading={loading}
      freeSolo={param.freeSolo}
      options={options.map((option) => option.name)}
      getOptionLabel={labelOf}
      value={current === '' ? null : current}
      onChange={(_event, next) => {
        onChange(next ?? '');
      }}
      renderInput={input}
    />
  );
}

/** options and multiOptions: the choices the parameter declares. */
export function OptionsParam(props: ParamEditorProps) {
  return <OptionsField {...props} options={(props.param.options ?? []).filter(isInputOption)} />;
}

/** asyncOptions and asyncMultiOptions: the choices come from the node's load method. */
export function AsyncOptionsParam(props: ParamEditorProps) {
  const options = useLoadMethod(props.nodeId, props.param.loadMethod);
  return <OptionsField {...props} options={options.data ?? []} loading={options.isFetching} />;
}
