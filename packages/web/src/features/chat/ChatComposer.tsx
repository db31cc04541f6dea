import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { notify } from '../../ui/notify.ts';
import type { ChatAppearance } from './chat-appearance.ts';
import type { ChatUpload } from './chat-types.ts';
import { acceptAttribute, ruleFor } from './upload-rules.ts';
import type { UploadRule } from './upload-rules.ts';

export interface ChatComposerProps {
  readonly running: boolean;
  readonly disabled?: boolean;
  readonly uploadRules: readonly UploadRule[];
  readonly appearance: ChatAppearance;
  readonly onSend: (question: string, uploads: readonly ChatUpload[]) => void;
  readonly onStop: () => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error(`Could not read ${file.name}`));
    };
    reader.readAsDataURL(file);
  });
}

/** The question box: text, attachments the flow allows, send, and stop while an answer streams. */
export function ChatComposer({
  running,
  disabled = false,
  uploadRules,
  appearance,
  onSend,
  onStop,
}: ChatComposerProps) {
  const [text, setText] = useState('');
  const [uploads, setUploads] = useState<ChatUpload[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  const attach = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const verdict = ruleFor(uploadRules, file);
      if ('refused' in verdict) {
        notify.error(verdict.refused);
        continue;
      }
      const data = await readAsDataUrl(file);
      setUploads((current) => [
        ...current,
        { data, type: verdict.rule.type, name: file.name, mime: file.type },
      ]);
    }
  };

  const submit = () => {
    if (running || disabled || (text.trim() === '' && uploads.length === 0)) return;
    onSend(text.trim(), uploads);
    setText('');
    setUploads([]);
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, bgcolor: appearance.inputBackground }}>
      {uploads.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {uploads.map((upload) => (
            <Chip
              key={upload.name}
              size="small"
              label={upload.name}
              onDelete={() => {
                setUploads((current) => current.filter((item) => item !== upload));
              }}
            />
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        {uploadRules.length > 0 ? (
          <>
            <input
              ref={fileInput}
              type="file"
              hidden
              multiple
              accept={acceptAttribute(uploadRules)}
              data-testid="chat-file-input"
              onChange={(event) => {
                void attach(event.target.files);
                event.target.value = '';
              }}
            />
            <Tooltip title="Attach files">
              <span>
                <IconButton
                  aria-label="Attach files"
                  disabled={running || disabled}
                  onClick={() => fileInput.current?.click()}
                >
                  <AttachFileIcon />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ) : null}
        <InputBase
          fullWidth
          multiline
          maxRows={6}
          value={text}
          disabled={disabled}
          placeholder={appearance.placeholder ?? 'Type your question…'}
          inputProps={{ 'aria-label': 'Message' }}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          sx={{ px: 1, py: 0.75, color: appearance.inputText }}
        />
        {running ? (
          <Tooltip title="Stop">
            <IconButton aria-label="Stop" color="error" onClick={onStop}>
              <StopIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title="Send">
            <span>
              <IconButton
                aria-label="Send"
                disabled={disabled || (text.trim() === '' && uploads.length === 0)}
                onClick={submit}
                sx={{ color: appearance.sendColor ?? 'primary.main' }}
              >
                <SendIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
