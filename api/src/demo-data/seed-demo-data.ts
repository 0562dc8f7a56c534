import type { AppContext } from '../app-context';
import type { DemoSeeder } from '../db/demo-data/demo-seeder';
import { DEMO_SEEDERS } from './demo-seeders';

/**
 * Runs the demo seeders in order in one transaction: all of the demo data, or
 * none of it. Safe at every start (each seeder adds only what is missing).
 */
export async function seedDemoData(
  ctx: Pick<AppContext, 'db' | 'clock' | 'adapters'>,
  seeders: readonly DemoSeeder[] = DEMO_SEEDERS,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const seeder of seeders) {
      await seeder.seed({ tx, now, storage: ctx.adapters.storage });
    }
  });
}
