import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChatbotFeatures } from './chatbot-features.ts';
import type { SettingsSectionProps } from './section-props.ts';

type LeadField = 'leadsName' | 'leadsEmail' | 'leadsPhone';

const FIELDS: readonly { readonly key: LeadField; readonly label: string }[] = [
  { key: 'leadsName', label: 'Name' },
  { key: 'leadsEmail', label: 'Email address' },
  { key: 'leadsPhone', label: 'Phone' },
];

/** `chatbotConfig.leads`: a contact form shown before the chat starts, and the message after it is sent. */
export function LeadsSection({ settings, onChange, errors }: SettingsSectionProps) {
  const toggle = (key: LeadField, on: boolean) => {
    const patch: Partial<ChatbotFeatures> = { [key]: on };
    onChange(patch);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Ask chat visitors for their contact details before they chat. Leads are listed under View Leads.
      </Typography>
      <FormControlLabel
        label="Enable lead capture"
        control={
          <Switch
            checked={settings.leadsStatus}
            onChange={(event) => {
              onChange({ leadsStatus: event.target.checked });
            }}
          />
        }
      />
      {settings.leadsStatus ? (
        <>
          <TextField
            label="Form title"
            multiline
            minRows={2}
            placeholder="Hey 👋 thanks for your interest! Let us know where we can reach you"
            value={settings.leadsTitle}
            onChange={(event) => {
              onChange({ leadsTitle: event.target.value });
            }}
          />
          <TextField
            label="Message after the lead is captured"
            multiline
            minRows={2}
            placeholder="Thank you! What can I do for you?"
            value={settings.leadsSuccessMessage}
            onChange={(event) => {
              onChange({ leadsSuccessMessage: event.target.value });
            }}
          />
          <Typography variant="subtitle2">Form fields</Typography>
          <Stack direction="row" spacing={2}>
            {FIELDS.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                label={label}
                control={
                  <Switch
                    checked={settings[key]}
                    onChange={(event) => {
                      toggle(key, event.target.checked);
                    }}
                  />
                }
              />
            ))}
          </Stack>
          {errors.leadsFields ? <Alert severity="error">{errors.leadsFields}</Alert> : null}
        </>
      ) : null}
    </Stack>
  );
}
