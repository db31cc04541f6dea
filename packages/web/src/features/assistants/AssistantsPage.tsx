import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ASSISTANT_PATHS } from './assistant-paths.ts';

interface AssistantKind {
  readonly title: string;
  readonly text: string;
  readonly to: string;
  readonly icon: typeof SvgIcon;
}

const KINDS: readonly AssistantKind[] = [
  {
    title: 'Custom Assistant',
    text: 'Any chat model with your instructions, tools and document stores, run by Loomflow.',
    to: ASSISTANT_PATHS.custom,
    icon: TuneOutlinedIcon,
  },
  {
    title: 'OpenAI Assistant',
    text: "An assistant kept at OpenAI (Assistants API) with OpenAI's code interpreter and file search.",
    to: ASSISTANT_PATHS.openAi,
    icon: SmartToyOutlinedIcon,
  },
  {
    title: 'Azure Assistant',
    text: 'The same kind of assistant on your Azure OpenAI resource, with its deployments.',
    to: ASSISTANT_PATHS.azure,
    icon: CloudOutlinedIcon,
  },
];

/** `/assistants`: the three kinds of assistant, each leading to its list. */
export function AssistantsPage() {
  return (
    <Stack spacing={3}>
      <Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Assistants
        </Typography>
        <Typography color="text.secondary">
          Chat assistants with instructions, tools and knowledge, ready to chat with in one place.
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {KINDS.map(({ title, text, to, icon: Icon }) => (
          <Card key={title} variant="outlined">
            <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
              <CardContent>
                <Stack spacing={1.5}>
                  <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                  <Typography variant="h6" component="h2">
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
