import fp from 'fastify-plugin';
import { seedDemoData } from '../demo-data/seed-demo-data';

/** Demo data in the embedded database (DEMO_DATA): seeded at every start, adding only what is missing. */
export const demoDataPlugin = fp(
  async (app) => {
    if (app.ctx.config.demoData) await seedDemoData(app.ctx);
  },
  { name: 'demo-data', fastify: '5.x', dependencies: ['app-context'] },
);
