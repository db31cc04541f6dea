import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { OverrideParam, OverrideVariable } from './flow-settings.ts';
import type { SettingsSectionProps } from './section-props.ts';

function ToggleRow({
  label,
  detail,
  checked,
  onToggle,
}: {
  readonly label: string;
  readonly detail: string;
  readonly checked: boolean;
  readonly onToggle: (enabled: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={
        <span>
          {label}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {detail}
          </Typography>
        </span>
      }
      control={
        <Switch
          size="small"
          checked={checked}
          onChange={(event) => {
            onToggle(event.target.checked);
          }}
        />
      }
    />
  );
}

/**
 * `apiConfig.overrideConfig`: which node parameters (by node label) and which variables a prediction request may
 * override in its `overrideConfig`.
 */
export function OverrideConfigSection({ settings, onChange }: SettingsSectionProps) {
  const setParam = (nodeLabel: string, param: OverrideParam, enabled: boolean) => {
    const params = settings.overrideNodes[nodeLabel] ?? [];
    onChange({
      overrideNodes: {
        ...settings.overrideNodes,
        [nodeLabel]: params.map((item) => (item.name === param.name ? { ...item, enabled } : item)),
      },
    });
  };
  const setVariable = (variable: OverrideVariable, enabled: boolean) => {
    onChange({
      overrideVariables: settings.overrideVariables.map((item) =>
        item.id === variable.id ? { ...item, enabled } : item,
      ),
    });
  };
  const labels = Object.keys(settings.overrideNodes).sort();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Choose what API callers may change per request with <code>overrideConfig</code>. Nothing is
        overridable unless enabled here.
      </Typography>
      <FormControlLabel
        label="Enable override configuration"
        control={
          <Switch
            checked={settings.overrideStatus}
            onChange={(event) => {
              onChange({ overrideStatus: event.target.checked });
            }}
          />
        }
      />
      {settings.overrideStatus ? (
        <>
          <Typography variant="subtitle2">Nodes</Typography>
          {labels.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No node of this flow has parameters to override.
            </Typography>
          ) : null}
          {labels.map((nodeLabel) => (
            <Accordion key={nodeLabel} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography>{nodeLabel}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Stack>
                  {(settings.overrideNodes[nodeLabel] ?? []).map((param) => (
                    <ToggleRow
                      key={param.name}
                      label={param.label}
                      detail={`${param.name} · ${param.type}`}
                      checked={param.enabled}
                      onToggle={(enabled) => {
                        setParam(nodeLabel, param, enabled);
                      }}
                    />
                  ))}
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
          <Typography variant="subtitle2">Variables</Typography>
          {settings.overrideVariables.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              This workspace has no variables.
            </Typography>
          ) : (
            <Stack>
              {settings.overrideVariables.map((variable) => (
                <ToggleRow
                  key={variable.id}
                  label={variable.name}
                  detail={variable.type}
                  checked={variable.enabled}
                  onToggle={(enabled) => {
                    setVariable(variable, enabled);
                  }}
                />
              ))}
            </Stack>
          )}
        </>
      ) : null}
    </Stack>
  );
}
