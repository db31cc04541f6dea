import type { EngineEvent } from '../run.types.ts';

/** Collects a run's events, in order. */
export function collectEvents(): {
  readonly events: EngineEvent[];
  readonly onEvent: (event: EngineEvent) => void;
} {
  const events: EngineEvent[] = [];
  return {
    events,
    onEvent: (event) => {
      events.push(event);
    },
  };
}
