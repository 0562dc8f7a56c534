import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas (the shared
 * contract): JSON at /openapi.json, a browsable page at /docs.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'BizBridge Club API',
          description:
            'Reference data, sign-in with one-time codes, the current member and news. ' +
            'Errors are `{ "error": { "code", "message", "field"? } }`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            refreshCookie: { type: 'apiKey', in: 'cookie', name: 'club_refresh' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });

    // Outside the route table (shared/src/contract/api-routes.ts), like the /docs routes
    // swagger-ui registers above: the documentation is the API describing itself, not a
    // route of a feature. It is hidden from the document it serves (`hide`), which a route
    // registered from the table cannot be (it would list itself); no app calls it; and it
    // is registered before the access plugin, as part of the infrastructure.
    app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () =>
      app.swagger(),
    );
  },
  { name: 'openapi', fastify: '5.x' },
);
