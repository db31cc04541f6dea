import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { OUTCOME_COLORS } from './outcome-colors.ts';
import { durationOf, outcomeOfStatus, runName, timelineBar } from './trace-model.ts';
import type { Trace } from './trace-model.ts';
import { VirtualRows } from './VirtualRows.tsx';

const ROW_HEIGHT = 30;
const LIST_HEIGHT = 360;

export interface TraceTimelineProps {
  readonly trace: Trace;
  readonly selectedIndex: number | undefined;
  readonly onSelect: (index: number) => void;
}

function formatMs(ms: number | undefined): string {
  if (ms === undefined) return '';
  return ms < 1000 ? `${String(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * Every node run as a bar placed by its start and end: loop re-entries and iteration items are rows of their own,
 * parallel branches overlap in time.
 */
function TraceTimelineView({ trace, selectedIndex, onSelect }: TraceTimelineProps) {
  const total =
    trace.startMs === undefined || trace.endMs === undefined ? undefined : trace.endMs - trace.startMs;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        Timeline · {trace.entries.length} node runs{total === undefined ? '' : ` · ${formatMs(total)}`}
      </Typography>
      <VirtualRows
        label="Node runs"
        count={trace.entries.length}
        rowHeight={ROW_HEIGHT}
        height={LIST_HEIGHT}
        renderRow={(index) => {
          const entry = trace.entries[index];
          if (!entry) return null;
          const bar = timelineBar(entry, trace);
          const selected = selectedIndex === index;
          const name = runName(entry);
          return (
            <button
              type="button"
              data-testid="timeline-row"
              data-node-id={entry.nodeId}
              aria-label={`${name}: ${entry.status}`}
              aria-pressed={selected}
              onClick={() => {
                onSelect(index);
              }}
              style={{
                display: 'flex',
                alignItems: 'center',
                width: '100%',
                height: ROW_HEIGHT - 2,
                padding: 0,
                border: 'none',
                borderRadius: 4,
                background: selected ? 'rgba(25, 118, 210, 0.12)' : 'transparent',
                cursor: 'pointer',
                font: 'inherit',
                color: 'inherit',
                textAlign: 'left',
              }}
            >
              <span
                style={{
                  width: 220,
                  flexShrink: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  fontSize: 13,
                  paddingLeft: 6,
                }}
              >
                {name}
              </span>
              <span style={{ position: 'relative', flexGrow: 1, height: 14, marginRight: 8 }}>
                <span
                  data-testid="timeline-bar"
                  style={{
                    position: 'absolute',
                    left: `${String(bar.left)}%`,
                    width: `${String(bar.width)}%`,
                    top: 0,
                    bottom: 0,
                    borderRadius: 3,
                    background: OUTCOME_COLORS[outcomeOfStatus(entry.status)],
                  }}
                />
              </span>
              <span style={{ width: 70, flexShrink: 0, fontSize: 12, textAlign: 'right', paddingRight: 6 }}>
                {formatMs(durationOf(entry))}
              </span>
            </button>
          );
        }}
      />
    </Box>
  );
}

export const TraceTimeline = memo(TraceTimelineView);
