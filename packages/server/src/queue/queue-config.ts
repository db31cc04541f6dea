/**
 * The queue's settings are read with the rest of the configuration (`config/queue-config.ts`); the prediction
 * queue's files take the type from here until they import it from there.
 */
export type { QueueConfig } from '../config/queue-config.ts';
