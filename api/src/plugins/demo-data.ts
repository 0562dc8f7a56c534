import fp from 'fastify-plugin';
import type { DevelopmentKit } from '../development-kit';

export interface DemoDataOptions {
  /** The development kit's seeding (DEMO_DATA); absent, nothing is seeded. */
  seed?: DevelopmentKit['seedDemoData'];
}

/** Demo data in the embedded database (DEMO_DATA): seeded at every start, adding only what is missing. */
export const demoDataPlugin = fp<DemoDataOptions>(
  async (app, { seed }) => {
    if (app.ctx.config.demoData && seed) await seed(app.ctx);
  },
  { name: 'demo-data', fastify: '5.x', dependencies: ['app-context'] },
);
