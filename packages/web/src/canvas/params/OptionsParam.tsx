import type { InputOption } from '@loomflow/core';
import RefreshIcon from '@mui/icons-material/Refresh';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { isInputOption, listOf, textOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';
import { useLoadMethod } from './useLoadMethod.ts';

interface OptionsFieldProps extends ParamEditorProps {
  readonly options: readonly InputOption[];
  readonly loading?: boolean;
  /** Why the options could not be loaded, shown under the field. */
  readonly error?: string | undefined;
}

function OptionsField({ param, value, onChange, options, loading, error }: OptionsFieldProps) {
  const multiple = param.type === 'multiOptions' || param.type === 'asyncMultiOptions';
  const byName = new Map(options.map((option) => [option.name, option]));
  const labelOf = (name: string) => byName.get(name)?.label ?? name;
  const input = (params: object) => (
    <TextField {...params} size="small" label={param.label} error={error !== undefined} helperText={error} />
  );
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
        onChange(next ?? '', next === null ? undefined : byName.get(next));
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
  const field = (
    <OptionsField
      {...props}
      options={options.data ?? []}
      loading={options.isFetching}
      error={options.error?.message}
    />
  );
  // `refresh` parameters (an MCP server's actions) depend on other inputs: the user asks again after editing them.
  if (props.param.refresh !== true) return field;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>{field}</Stack>
      <Tooltip title={`Refresh ${props.param.label}`}>
        <IconButton
          size="small"
          aria-label={`Refresh ${props.param.label}`}
          disabled={options.isFetching}
          onClick={() => void options.refetch()}
        >
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
