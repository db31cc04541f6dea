import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { categoryTags } from './flow-list.ts';

export function FlowCategoryChips({ category }: { readonly category: string | null }) {
  const tags = categoryTags(category);
  if (tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
