import { errorMessage } from '@loomflow/core';
import type { ChatbotLeadsConfig } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { leadsApi } from '../../api/chat-feedback.api.ts';
import type { StoredLead } from './chat-storage.ts';

export interface LeadFormProps {
  readonly flowId: string;
  readonly chatId: string;
  readonly config: ChatbotLeadsConfig;
  readonly onSaved: (lead: StoredLead) => void;
}

/** Lead capture before the chat starts: the fields the chatbot configuration asks for, stored as a lead. */
export function LeadForm({ flowId, chatId, config, onSaved }: LeadFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (config.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem('Enter a valid email address');
      return;
    }
    setSaving(true);
    setProblem(null);
    const lead: StoredLead = {
      ...(config.name ? { name: name.trim() } : {}),
      ...(config.email ? { email: email.trim() } : {}),
      ...(config.phone ? { phone: phone.trim() } : {}),
    };
    try {
      await leadsApi.create({ chatflowid: flowId, chatId, ...lead });
      onSaved(lead);
    } catch (error: unknown) {
      setProblem(`Could not save your details: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Contact details"
      sx={{ m: 2, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="subtitle1">{config.title ?? 'Let us know where we can reach you'}</Typography>
      {config.name ? (
        <TextField
          size="small"
          label="Name"
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      ) : null}
      {config.email ? (
        <TextField
          size="small"
          label="Email"
          type="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      ) : null}
      {config.phone ? (
        <TextField
          size="small"
          label="Phone"
          type="tel"
          required
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
          }}
        />
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button type="submit" variant="contained" disabled={saving}>
        Submit
      </Button>
    </Paper>
  );
}
