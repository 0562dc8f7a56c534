import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerFileRoutes } from './routes';

/** Stored files, public: GET /files/<key> reads them from the storage adapter. */
export const filesPlugin: FastifyPluginAsyncZod = async (app) => {
  registerFileRoutes(app, app.ctx);
};
