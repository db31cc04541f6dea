import { errorMessage } from '@loomflow/core';
import type { Assistant, CustomAssistantDetails } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { useAccess } from '../../auth/useAccess.ts';
import { customDetailsOf } from '../assistant-details.ts';
import { ASSISTANT_PATHS } from '../assistant-paths.ts';
import { useAssistant, useDeleteAssistant, useUpdateAssistant } from '../useAssistants.ts';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { AssistantTryPanel } from './AssistantTryPanel.tsx';
import { customAssistantRequest } from './custom-assistant-request.ts';
import { checkDraft, editableDetails, isDirty } from './custom-assistant-draft.ts';
import type { DraftErrors } from './custom-assistant-draft.ts';
import { CustomAssistantForm } from './CustomAssistantForm.tsx';
import { useAssistantChatModels } from './useAssistantComponents.ts';

function Builder({ assistant }: { readonly assistant: Assistant }) {
  const models = useAssistantChatModels();
  const update = useUpdateAssistant();
  const remove = useDeleteAssistant();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const [saved, setSaved] = useState<CustomAssistantDetails>(() =>
    editableDetails(customDetailsOf(assistant), assistant.credential),
  );
  const [draft, setDraft] = useState<CustomAssistantDetails>(saved);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [chatOpen, setChatOpen] = useState(false);
  const canUpdate = can('assistants:update');
  const dirty = isDirty(draft, saved);
  const leave = useLeaveGuard(dirty);

  const save = async () => {
    const check = checkDraft(draft);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    try {
      const updated = await update.mutateAsync({
        id: assistant.id,
        request: customAssistantRequest(check.details, check.credential),
      });
      const details = editableDetails(customDetailsOf(updated), updated.credential);
      setSaved(details);
      setDraft(details);
      // The chat runs the generated flow: read it again.
      void queryClient.invalidateQueries({ queryKey: ['chat-panel-flow', assistant.id] });
      notify.success('Assistant saved');
    } catch (error: unknown) {
      notify.error(`Failed to save assistant: ${errorMessage(error)}`);
    }
  };

  const onDelete = async () => {
    const confirmed = await confirm({
      title: 'Delete Assistant',
      description: `Delete "${saved.name}"? Its chat flow and settings are removed.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-assistant',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: assistant.id });
      notify.success('Assistant deleted');
      leave();
      void navigate(ASSISTANT_PATHS.custom);
    } catch (error: unknown) {
      notify.error(`Failed to delete assistant: ${errorMessage(error)}`);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Tooltip title="Back to custom assistants">
          <IconButton component={Link} to={ASSISTANT_PATHS.custom} aria-label="Back to custom assistants">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }} noWrap>
          {saved.name}
        </Typography>
        <Button
          variant={chatOpen ? 'contained' : 'outlined'}
          startIcon={<ChatOutlinedIcon />}
          onClick={() => {
            setChatOpen((open) => !open);
          }}
        >
          Chat
        </Button>
        {can('assistants:delete') ? (
          <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => void onDelete()}>
            Delete
          </Button>
        ) : null}
        {canUpdate ? (
          <Button
            variant="contained"
            startIcon={<SaveOutlinedIcon />}
            loading={update.isPending}
            disabled={!dirty}
            onClick={() => void save()}
          >
            Save
          </Button>
        ) : null}
      </Stack>
      {models.error ? (
        <Alert severity="error">Could not load the chat models: {errorMessage(models.error)}</Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: chatOpen ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
        }}
      >
        <CustomAssistantForm
          draft={draft}
          onChange={setDraft}
          models={models.data ?? []}
          errors={errors}
          readOnly={!canUpdate || update.isPending}
        />
        {chatOpen ? (
          <AssistantTryPanel
            assistantId={assistant.id}
            unsaved={dirty}
            onClose={() => {
              setChatOpen(false);
            }}
          />
        ) : null}
      </Box>
    </Stack>
  );
}

/** `/assistants/custom/{id}`: build a custom assistant and chat with it. */
export function CustomAssistantPage() {
  const { id = '' } = useParams();
  const assistant = useAssistant(id);
  if (assistant.isPending) return <PageLoader label="Loading the assistant" />;
  if (assistant.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={Link} to={ASSISTANT_PATHS.custom}>
            Back
          </Button>
        }
      >
        Could not load the assistant: {errorMessage(assistant.error)}
      </Alert>
    );
  }
  return <Builder key={assistant.data.id} assistant={assistant.data} />;
}
