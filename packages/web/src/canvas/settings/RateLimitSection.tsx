import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingsSectionProps } from './section-props.ts';

/** `apiConfig.rateLimit`: at most N prediction calls per duration, with the message callers over it get. */
export function RateLimitSection({ settings, onChange, errors }: SettingsSectionProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Limit how many messages the prediction API accepts for this flow from one caller in a period.
      </Typography>
      <FormControlLabel
        label="Enable rate limit"
        control={
          <Switch
            checked={settings.rateLimitStatus}
            onChange={(event) => {
              onChange({ rateLimitStatus: event.target.checked });
            }}
          />
        }
      />
      {settings.rateLimitStatus ? (
        <>
          <TextField
            size="small"
            label="Message limit per duration"
            placeholder="5"
            type="number"
            value={settings.limitMax}
            error={errors.limitMax !== undefined}
            helperText={errors.limitMax}
            onChange={(event) => {
              onChange({ limitMax: event.target.value });
            }}
          />
          <TextField
            size="small"
            label="Duration in seconds"
            placeholder="60"
            type="number"
            value={settings.limitDuration}
            error={errors.limitDuration !== undefined}
            helperText={errors.limitDuration}
            onChange={(event) => {
              onChange({ limitDuration: event.target.value });
            }}
          />
          <TextField
            size="small"
            label="Limit message"
            placeholder="You have reached the quota"
            value={settings.limitMsg}
            error={errors.limitMsg !== undefined}
            helperText={errors.limitMsg}
            onChange={(event) => {
              onChange({ limitMsg: event.target.value });
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
