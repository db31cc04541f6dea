import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The Loomflow mark: two threads woven between four nodes. */
export function LoomflowMark({ size = 28 }: { readonly size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b4fe0" />
          <stop offset="1" stopColor="#0f9f9a" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="15" fill={`url(#${gradientId})`} />
      <path d="M14 22c12 0 24 20 36 20" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M14 42c12 0 24-20 36-20"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="14" cy="22" r="5.5" fill="#fff" />
      <circle cx="14" cy="42" r="5.5" fill="#fff" />
      <circle cx="50" cy="22" r="5.5" fill="#fff" />
      <circle cx="50" cy="42" r="5.5" fill="#fff" />
    </svg>
  );
}

/** The word mark at an exact width (spec §9: the top-bar logo is 70 px wide). */
export function LoomflowWordmark({ width }: { readonly width: number }) {
  const height = Math.round(width * 0.3);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label="Loomflow">
      <text
        x="0"
        y={height * 0.8}
        textLength={width}
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        style={{ fontWeight: 700, fontSize: height, fontFamily: 'inherit' }}
      >
        Loomflow
      </text>
    </svg>
  );
}

/** Mark plus word mark, as the brand appears in the top bar and on the auth pages. */
export function LoomflowLogo({ size = 28 }: { readonly size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <LoomflowMark size={size} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.7, letterSpacing: '-0.01em' }}>
        Loomflow
      </Typography>
    </Box>
  );
}
