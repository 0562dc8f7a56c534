import { demoCompaniesSeeder } from './companies';
import { demoEventsSeeder } from './events';
import { demoLeadsSeeder } from './leads';
import { demoMembershipsSeeder } from './memberships';
import { demoNewsSeeder } from './news';
import { demoUsersSeeder } from './users';
import type { DemoSeeder } from '../../db/demo-data/demo-seeder';

/** Every module's demo data, in the order they depend on each other. */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  demoUsersSeeder,
  demoCompaniesSeeder,
  demoMembershipsSeeder,
  demoNewsSeeder,
  demoLeadsSeeder,
  demoEventsSeeder,
];
