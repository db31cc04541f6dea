import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { accountApi } from './account.api.ts';

const ORGANIZATION_QUERY_KEY = ['organization'] as const;

/** The organization's name: everyone sees it, its owner edits it. */
export function OrganizationNameCard() {
  const queryClient = useQueryClient();
  const organization = useQuery({ queryKey: ORGANIZATION_QUERY_KEY, queryFn: accountApi.organization });
  // What the owner typed; null shows the saved name.
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? organization.data?.name ?? '';
  const setName = (value: string) => {
    setDraft(value);
  };
  const rename = useMutation({
    mutationFn: accountApi.renameOrganization,
    onSuccess: (saved) => {
      queryClient.setQueryData(ORGANIZATION_QUERY_KEY, saved);
      setDraft(null);
    },
  });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await rename.mutateAsync(name.trim());
      notify.success('Organization name saved');
    } catch (error: unknown) {
      notify.error(`Failed to save organization name: ${errorMessage(error)}`);
    }
  };

  const canEdit = organization.data?.callerIsOwner === true;
  const unchanged = name.trim() === (organization.data?.name ?? '');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} component="form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <Typography variant="h6">Organization</Typography>
          {organization.isError ? (
            <Alert severity="error">
              Could not load the organization: {errorMessage(organization.error)}
            </Alert>
          ) : null}
          {rename.error ? <Alert severity="error">{errorMessage(rename.error)}</Alert> : null}
          <TextField
            label="Organization Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
            disabled={!canEdit || rename.isPending}
            error={canEdit && name.trim() === ''}
            helperText={
              canEdit
                ? name.trim() === ''
                  ? 'Organization name is required'
                  : undefined
                : 'Only the owner of the organization can rename it.'
            }
          />
          {canEdit ? (
            <Stack direction="row">
              <Button
                type="submit"
                variant="contained"
                disabled={unchanged || name.trim() === ''}
                loading={rename.isPending}
              >
                Save
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
