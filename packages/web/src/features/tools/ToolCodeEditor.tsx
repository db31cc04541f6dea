import { javascript } from '@codemirror/lang-javascript';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';

export interface ToolCodeEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly readOnly?: boolean;
}

/** The tool's JavaScript, with syntax highlighting, line numbers and bracket matching (CodeMirror 6). */
export function ToolCodeEditor({ value, onChange, readOnly = false }: ToolCodeEditorProps) {
  const theme = useTheme();
  const extensions = useMemo(
    () => [javascript(), EditorView.contentAttributes.of({ 'aria-label': 'Tool function (JavaScript)' })],
    [],
  );
  return (
    <Box
      data-testid="tool-code-editor"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', fontSize: 13 }}
    >
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        readOnly={readOnly}
        theme={theme.palette.mode === 'dark' ? 'dark' : 'light'}
        minHeight="220px"
        maxHeight="420px"
        basicSetup={{ foldGutter: false }}
      />
    </Box>
  );
}
