import type { AppConfig } from './config/app-config';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';

/** What route handlers and services need, passed explicitly. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
}
