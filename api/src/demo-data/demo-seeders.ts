import { demoCompaniesSeeder } from '../../features/companies/demo-data';
import { demoLeadsSeeder } from '../../features/leads/demo-data';
import { demoMembershipsSeeder } from '../../features/membership/demo-data';
import { demoNewsSeeder } from '../../features/news/demo-data';
import { demoUsersSeeder } from '../../features/users/demo-data';
import type { DemoSeeder } from './demo-seeder';

/** Every module's demo data, in the order they depend on each other. */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  demoUsersSeeder,
  demoCompaniesSeeder,
  demoMembershipsSeeder,
  demoNewsSeeder,
  demoLeadsSeeder,
];
