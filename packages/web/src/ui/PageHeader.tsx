import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  readonly title: string;
  readonly subtitle: string;
  readonly search: string;
  readonly onSearch: (value: string) => void;
  readonly searchLabel: string;
  /** The main action (e.g. "Add Credential"); absent when the user may not create. */
  readonly action?: { readonly label: string; readonly onClick: () => void; readonly testId: string };
  /** Further buttons before the main action. */
  readonly extra?: ReactNode;
}

/** Title, search box and actions at the top of a list screen. */
export function PageHeader({
  title,
  subtitle,
  search,
  onSearch,
  searchLabel,
  action,
  extra,
}: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <Stack sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Stack>
      <TextField
        label={searchLabel}
        placeholder="Search by name"
        size="small"
        value={search}
        onChange={(event) => {
          onSearch(event.target.value);
        }}
        sx={{ width: { md: 260 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {extra}
      {action ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={action.onClick}
          data-testid={action.testId}
          sx={{ flexShrink: 0 }}
        >
          {action.label}
        </Button>
      ) : null}
    </Stack>
  );
}
