import { apiErrorBodySchema } from '@club/contract/common';
import type { Endpoint, EndpointGroup } from '@club/contract/endpoint';
import fastJson from 'fast-json-stringify';
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z as zod } from 'zod';
import type * as z from 'zod/mini';
import { cachePolicyOf, type CachePolicy } from './cache-policy';
import type { ZodApp } from './zod-app';

/** The body of a 204 answer: none (the response is still checked to carry nothing). */
const NO_CONTENT = zod.null().describe('No content');

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : unknown;

/** The request a route's handler gets: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler may answer: the success body (or the reply it sent itself). */
type Answer<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.input<E['response']> | FastifyReply
  : unknown;

export interface EndpointImplementation<E extends Endpoint> {
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Answer<E> | Promise<Answer<E>>;
  /** Longer documentation than the route table's summary. */
  description?: string;
  /**
   * What the answers say about caching (see cache-policy.ts); `no-store` unless
   * the route is public. A hook sets the header: handlers never do.
   */
  cache?: CachePolicy;
  /** Route options the table does not carry: rate limits, extra onRequest hooks, content types. */
  config?: Omit<
    NonNullable<RouteShorthandOptions['config']>,
    'access' | 'notAMemberMessage' | 'cache'
  >;
  onRequest?: RouteOptions['onRequest'];
  /** Media types of a route that answers a file instead of JSON. */
  produces?: string[];
  /** The largest body the route reads, in bytes, when it is not the app's limit. */
  bodyLimit?: number;
  /** A public route that reads a bearer token when one comes: documented as optional. */
  optionalBearer?: boolean;
  /**
   * The success body is written by fast-json-stringify from the contract's
   * JSON Schema instead of checked by zod and then stringified: what the
   * schema does not name is left out all the same, but the values are not
   * checked at run time. For hot reads whose handler builds the body field by
   * field from typed rows, where the compiler already checks it; zod's check
   * was a fifth of GET /leads's CPU.
   */
  compiledSerializer?: boolean;
}

/** What every route of a group shares unless its implementation says otherwise. */
export interface GroupDefaults {
  cache?: CachePolicy;
}

/** A handler for each route of a group: leaving one out does not compile. */
export type EndpointImplementations<G extends EndpointGroup> = {
  [K in keyof G]: EndpointImplementation<G[K]> | EndpointImplementation<G[K]>['handler'];
};

/**
 * The error statuses a route can answer, as its definition implies them:
 * 400 for any input, 401/403/404 for its access level, 415 for a JSON body,
 * 429 unless the route is not rate limited, plus the ones it lists.
 */
export function impliedErrorStatuses(endpoint: Endpoint, rateLimited = true): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (rateLimited) statuses.add(429);
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400);
  if (endpoint.body) statuses.add(415);
  if (endpoint.access === 'user') statuses.add(401);
  if (endpoint.access === 'member' || endpoint.access === 'admin') {
    statuses.add(401);
    statuses.add(403);
  }
  if (endpoint.access === 'this-machine') statuses.add(404);
  if (endpoint.owner === 'own-company-or-404') statuses.add(404);
  if (endpoint.owner === 'own-company-or-403') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The serializer of a route with `compiledSerializer`: fast-json-stringify for
 * the success status, the contract's zod check for the others (errors).
 */
function compiledSerializerFor(success: number): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (route.httpStatus !== String(success)) {
      return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    }
    const jsonSchema = zod.toJSONSchema(route.schema as zod.ZodType, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  };
}

function securityOf(
  endpoint: Endpoint,
  implementation: EndpointImplementation<Endpoint>,
): FastifySchema['security'] {
  if (endpoint.access === 'user' || endpoint.access === 'member' || endpoint.access === 'admin') {
    return [{ bearer: [] }];
  }
  if (endpoint.access === 'public' && implementation.optionalBearer) return [{}, { bearer: [] }];
  return undefined;
}

/**
 * Registers a group of routes from the route table, each with its
 * implementation: method, path, schemas and access come from the table (the
 * access plugin enforces `access` before validation), the handler, the cache
 * policy and any extra options from here.
 */
export function registerEndpoints<G extends EndpointGroup>(
  app: ZodApp,
  group: G,
  implementations: EndpointImplementations<G>,
  defaults: GroupDefaults = {},
): void {
  for (const [name, endpoint] of Object.entries(group)) {
    const given = implementations[name as keyof G];
    const implementation = (
      typeof given === 'function' ? { handler: given } : given
    ) as EndpointImplementation<Endpoint>;
    // Only the probes turn the limits off; the code routes swap in a limiter of their own.
    const limited = implementation.config?.rateLimit !== false || Boolean(implementation.onRequest);
    const errors = Object.fromEntries(
      impliedErrorStatuses(endpoint, limited).map((status) => [status, apiErrorBodySchema]),
    );
    const success = endpoint.status ?? 200;
    const security = securityOf(endpoint, implementation);
    const schema: FastifySchema & Record<string, unknown> = {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(implementation.description ? { description: implementation.description } : {}),
      ...(security ? { security } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(implementation.produces ? { produces: implementation.produces } : {}),
      response:
        endpoint.response !== null
          ? { [success]: endpoint.response, ...errors }
          : success === 204
            ? { 204: NO_CONTENT, ...errors }
            : errors,
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema,
      config: {
        ...implementation.config,
        access: endpoint.access,
        cache: cachePolicyOf(endpoint, implementation.cache ?? defaults.cache),
        ...(endpoint.access === 'member' ? { notAMemberMessage: endpoint.notAMemberMessage } : {}),
      },
      ...(implementation.onRequest ? { onRequest: implementation.onRequest } : {}),
      ...(implementation.bodyLimit === undefined ? {} : { bodyLimit: implementation.bodyLimit }),
      ...(implementation.compiledSerializer
        ? { serializerCompiler: compiledSerializerFor(success) }
        : {}),
      handler: implementation.handler as RouteOptions['handler'],
    } as RouteOptions);
  }
}
