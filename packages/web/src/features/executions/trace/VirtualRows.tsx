import type { ReactNode } from 'react';
import { useState } from 'react';

export interface VirtualRowsProps {
  readonly count: number;
  readonly rowHeight: number;
  /** The visible height; the list scrolls past it. */
  readonly height: number;
  readonly renderRow: (index: number) => ReactNode;
  readonly label: string;
}

const OVERSCAN = 8;

/** A fixed-row-height list that mounts only the rows in view (a run can have a thousand node records). */
export function VirtualRows({ count, rowHeight, height, renderRow, label }: VirtualRowsProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = Math.min(height, count * rowHeight);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + viewport) / rowHeight) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    rows.push(
      <div
        key={index}
        role="listitem"
        style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(index)}
      </div>,
    );
  }
  return (
    <div
      role="list"
      aria-label={label}
      style={{ height: viewport, overflowY: 'auto', position: 'relative' }}
      onScroll={(event) => {
        setScrollTop(event.currentTarget.scrollTop);
      }}
    >
      <div style={{ height: count * rowHeight, position: 'relative' }}>{rows}</div>
    </div>
  );
}
