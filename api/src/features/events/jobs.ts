import fp from 'fastify-plugin';
import { periodicJob, type PeriodicJob } from '../../platform/jobs/periodic-job';
import { QUEUES } from '../../platform/jobs/queues';
import { sendDueReminders } from './reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Meeting and event reminders; tests and the development clock call `runOnce()`. */
    eventReminders: PeriodicJob;
  }
}

/**
 * The reminders the day before and two hours before a meeting answered Yes or
 * a paid event with a ticket, a periodic job (every minute; each reminder goes
 * once, to those who turned reminders on).
 */
export const eventRemindersPlugin = fp(
  async (app) => {
    const job = periodicJob(
      app.ctx.jobs,
      QUEUES.eventReminders,
      () => sendDueReminders(app.ctx),
      app.log.child({ component: 'event-reminders' }),
    );
    app.decorate('eventReminders', job);
  },
  { name: 'event-reminders', fastify: '5.x', dependencies: ['app-context'] },
);
