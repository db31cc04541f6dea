import type { OutboundAccessActor } from '@loomflow/core';
import Typography from '@mui/material/Typography';

/** Who made a change: the account's name (or "Deleted account") over the email it had then. */
export function ActorCell({ actor }: { readonly actor: OutboundAccessActor }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {actor.name ?? 'Deleted account'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {actor.email}
      </Typography>
    </>
  );
}
