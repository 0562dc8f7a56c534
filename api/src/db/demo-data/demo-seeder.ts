import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Database } from '../database';

/** What a seeder works with: the transaction of the whole run, its time and the file storage. */
export interface DemoSeedContext {
  tx: Database;
  now: Date;
  storage: FileStorage;
}

/**
 * One module's demo data. Seeders run at every start, so each inserts with
 * stable ids (`demoId`) and ON CONFLICT DO NOTHING, adding only what is missing.
 */
export interface DemoSeeder {
  name: string;
  seed(context: DemoSeedContext): Promise<void>;
}
