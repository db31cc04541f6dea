import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ChatbotTheme, MessageTheme, ThemeField } from './chatbot-theme.ts';
import { ColorField } from './ColorField.tsx';

export interface ThemeEditorProps {
  readonly theme: ChatbotTheme;
  readonly onChange: (theme: ChatbotTheme) => void;
  readonly errors: Partial<Record<ThemeField, string>>;
}

function Group({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{title}</Typography>
      {children}
    </Stack>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={checked}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
      }
    />
  );
}

function MessageFields({
  who,
  value,
  onChange,
  avatarError,
}: {
  readonly who: string;
  readonly value: MessageTheme;
  readonly onChange: (value: MessageTheme) => void;
  readonly avatarError: string | undefined;
}) {
  return (
    <Group title={`${who} messages`}>
      <Stack direction="row" spacing={1}>
        <ColorField
          label={`${who} message background`}
          value={value.backgroundColor}
          onChange={(backgroundColor) => {
            onChange({ ...value, backgroundColor });
          }}
        />
        <ColorField
          label={`${who} message text colour`}
          value={value.textColor}
          onChange={(textColor) => {
            onChange({ ...value, textColor });
          }}
        />
      </Stack>
      <TextField
        size="small"
        label={`${who} avatar URL`}
        value={value.avatarSrc}
        error={avatarError !== undefined}
        helperText={avatarError}
        onChange={(event) => {
          onChange({ ...value, avatarSrc: event.target.value });
        }}
      />
      <Toggle
        label={`Show ${who.toLowerCase()} avatar`}
        checked={value.showAvatar}
        onChange={(showAvatar) => {
          onChange({ ...value, showAvatar });
        }}
      />
    </Group>
  );
}

/** Every theme field of the shared and embedded chatbot, in Flowise's groups. */
export function ThemeEditor({ theme, onChange, errors }: ThemeEditorProps) {
  const set = (patch: Partial<ChatbotTheme>) => {
    onChange({ ...theme, ...patch });
  };
  const text = (label: string, key: 'title' | 'welcomeMessage' | 'errorMessage' | 'textInputPlaceholder') => (
    <TextField
      size="small"
      label={label}
      value={theme[key]}
      onChange={(event) => {
        set({ [key]: event.target.value });
      }}
    />
  );
  return (
    <Stack spacing={3}>
      <Group title="Window">
        {text('Title', 'title')}
        <TextField
          size="small"
          label="Title avatar URL"
          value={theme.titleAvatarSrc}
          error={errors.titleAvatarSrc !== undefined}
          helperText={errors.titleAvatarSrc}
          onChange={(event) => {
            set({ titleAvatarSrc: event.target.value });
          }}
        />
        {text('Welcome message', 'welcomeMessage')}
        {text('Error message', 'errorMessage')}
        <Stack direction="row" spacing={1}>
          <ColorField
            label="Background colour"
            value={theme.backgroundColor}
            onChange={(backgroundColor) => {
              set({ backgroundColor });
            }}
          />
          <TextField
            size="small"
            label="Font size"
            type="number"
            value={theme.fontSize}
            error={errors.fontSize !== undefined}
            helperText={errors.fontSize}
            onChange={(event) => {
              set({ fontSize: event.target.value });
            }}
          />
        </Stack>
      </Group>
      <MessageFields
        who="Bot"
        value={theme.botMessage}
        avatarError={errors.botAvatarSrc}
        onChange={(botMessage) => {
          set({ botMessage });
        }}
      />
      <MessageFields
        who="User"
        value={theme.userMessage}
        avatarError={errors.userAvatarSrc}
        onChange={(userMessage) => {
          set({ userMessage });
        }}
      />
      <Group title="Text input">
        {text('Placeholder', 'textInputPlaceholder')}
        <Stack direction="row" spacing={1}>
          <ColorField
            label="Input background"
            value={theme.textInputBackgroundColor}
            onChange={(textInputBackgroundColor) => {
              set({ textInputBackgroundColor });
            }}
          />
          <ColorField
            label="Input text colour"
            value={theme.textInputTextColor}
            onChange={(textInputTextColor) => {
              set({ textInputTextColor });
            }}
          />
          <ColorField
            label="Send button colour"
            value={theme.sendButtonColor}
            onChange={(sendButtonColor) => {
              set({ sendButtonColor });
            }}
          />
        </Stack>
      </Group>
      <Group title="Disclaimer (shown before the first message when it has a message)">
        <TextField
          size="small"
          label="Disclaimer title"
          value={theme.disclaimerTitle}
          onChange={(event) => {
            set({ disclaimerTitle: event.target.value });
          }}
        />
        <TextField
          size="small"
          label="Disclaimer message"
          multiline
          minRows={2}
          value={theme.disclaimerMessage}
          onChange={(event) => {
            set({ disclaimerMessage: event.target.value });
          }}
        />
        <TextField
          size="small"
          label="Disclaimer button text"
          value={theme.disclaimerButtonText}
          onChange={(event) => {
            set({ disclaimerButtonText: event.target.value });
          }}
        />
      </Group>
      <Group title="Behaviour">
        <Toggle
          label="Render HTML in answers"
          checked={theme.renderHTML}
          onChange={(renderHTML) => {
            set({ renderHTML });
          }}
        />
        <Toggle
          label="Start a new session on each page load"
          checked={theme.generateNewSession}
          onChange={(generateNewSession) => {
            set({ generateNewSession });
          }}
        />
      </Group>
    </Stack>
  );
}
