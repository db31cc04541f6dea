import { javascript } from '@codemirror/lang-javascript';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import CodeMirror from '@uiw/react-codemirror';
import { textOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';

const JS = [javascript()];

function jsonProblem(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch (error: unknown) {
    return error instanceof Error ? error.message : 'Not valid JSON';
  }
}

/** code and conditionFunction (JavaScript, CodeMirror) and json parameters. */
export function CodeParam({ param, value, onChange }: ParamEditorProps) {
  const text = textOf(value);
  const isJson = param.type === 'json';
  const problem = isJson ? jsonProblem(text) : undefined;
  const theme = useTheme();
  return (
    <Stack spacing={0.5} className="nodrag nowheel">
      <Typography variant="caption" color="text.secondary">
        {param.label}
      </Typography>
      <CodeMirror
        value={text}
        height={isJson ? '120px' : '200px'}
        extensions={isJson ? [] : JS}
        theme={theme.palette.mode === 'dark' ? 'dark' : 'light'}
        placeholder={param.placeholder ?? param.codeExample}
        onChange={(next) => {
          onChange(next);
        }}
        aria-label={param.label}
      />
      {problem ? <FormHelperText error>{problem}</FormHelperText> : null}
    </Stack>
  );
}
