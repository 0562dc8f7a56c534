import { afterEach, beforeEach } from 'vitest';
import { closeOpenApps } from '../helpers/test-app';
import { resetTestDatabase } from './test-database';

// Every test starts from the migrated reference data and nothing else.
beforeEach(async () => {
  await resetTestDatabase();
});

afterEach(async () => {
  await closeOpenApps();
});
