import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { QueueDashboardPort } from '../queue/queue-dashboard.port.ts';
import type { Services } from '../services/services.ts';

/** What route modules receive. */
export interface AppContext {
  readonly config: AppConfig;
  readonly db: Db;
  readonly services: Services;
  /** Queue mode only: the admins' queue dashboard (its routes answer 404 without it). */
  readonly queueDashboard?: QueueDashboardPort;
  /** Cached once true: an installation never goes back to having no users. */
  hasUsers(): Promise<boolean>;
}
