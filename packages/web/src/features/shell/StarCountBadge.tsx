import { formatCount } from '@loomflow/core';
import GitHubIcon from '@mui/icons-material/GitHub';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import { PUBLIC_SERVICES } from '../../constants/public-services.ts';
import { useAccess } from '../auth/useAccess.ts';
import { useStarCount } from './useStarCount.ts';

/** Spec §2 top bar: the repository's star count (cloud and open source); hidden when it cannot be read. */
export function StarCountBadge() {
  const { platform, isLoading } = useAccess();
  const shown = !isLoading && (platform === 'cloud' || platform === 'open source');
  const stars = useStarCount(shown);
  if (!shown || stars === undefined) return null;
  const href = PUBLIC_SERVICES.repositoryUrl ?? undefined;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant="outlined"
      color="inherit"
      startIcon={<GitHubIcon fontSize="small" />}
      endIcon={<StarBorderIcon fontSize="small" />}
      aria-label={`${stars} stars on the public repository`}
      data-testid="star-count-badge"
      sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'divider' }}
    >
      {formatCount(stars)}
    </Button>
  );
}
