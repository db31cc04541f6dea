import type { CustomAssistantDetails, NodeDefinition } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BuilderSection } from './BuilderSection.tsx';
import { ChatModelSection } from './ChatModelSection.tsx';
import type { DraftErrors } from './custom-assistant-draft.ts';
import { DocumentStoresSection } from './DocumentStoresSection.tsx';
import { InstructionsField } from './InstructionsField.tsx';
import { ToolsSection } from './ToolsSection.tsx';

export interface CustomAssistantFormProps {
  readonly draft: CustomAssistantDetails;
  readonly onChange: (draft: CustomAssistantDetails) => void;
  readonly models: readonly NodeDefinition[];
  readonly errors: DraftErrors;
  readonly readOnly: boolean;
}

/** The builder's settings: name and description, chat model, instructions, tools, document stores. */
export function CustomAssistantForm({ draft, onChange, models, errors, readOnly }: CustomAssistantFormProps) {
  const modelDefinition = models.find((model) => model.name === draft.chatModel.name);
  return (
    <Stack spacing={2}>
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <BuilderSection title="General">
        <TextField
          label="Name"
          value={draft.name}
          disabled={readOnly}
          error={errors.name !== undefined}
          helperText={errors.name}
          onChange={(event) => {
            onChange({ ...draft, name: event.target.value });
          }}
        />
        <TextField
          label="Description"
          value={draft.description}
          disabled={readOnly}
          multiline
          onChange={(event) => {
            onChange({ ...draft, description: event.target.value });
          }}
        />
      </BuilderSection>
      <BuilderSection title="Chat model">
        {errors.chatModel ? <Alert severity="error">{errors.chatModel}</Alert> : null}
        <ChatModelSection
          models={models}
          value={draft.chatModel}
          disabled={readOnly}
          onChange={(chatModel) => {
            onChange({ ...draft, chatModel });
          }}
        />
      </BuilderSection>
      <BuilderSection title="Instructions">
        <InstructionsField
          value={draft.instruction}
          chatModel={draft.chatModel}
          modelDefinition={modelDefinition}
          disabled={readOnly}
          onChange={(instruction) => {
            onChange({ ...draft, instruction });
          }}
        />
      </BuilderSection>
      <BuilderSection title="Tools">
        <ToolsSection
          value={draft.tools}
          disabled={readOnly}
          onChange={(tools) => {
            onChange({ ...draft, tools });
          }}
        />
      </BuilderSection>
      <BuilderSection title="Knowledge">
        <DocumentStoresSection
          value={draft.documentStores}
          disabled={readOnly}
          onChange={(documentStores) => {
            onChange({ ...draft, documentStores });
          }}
        />
      </BuilderSection>
    </Stack>
  );
}
