import type * as z from 'zod/mini';

/**
 * The route table: every API route is data here, once. The API registers its
 * routes from these definitions (and enforces `access` before any input is
 * read), the OpenAPI document and the authorisation-matrix test read them, and
 * the apps call a route by its definition through the one typed client
 * (`callApi`), so no app pairs a path with a schema and no path is written twice.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, checked before the body is read or any input validated:
 * - `public`: anyone; what the route checks itself (a code, a cookie, a link's
 *   signature) is not who the caller is;
 * - `user`: a signed-in user, else 401;
 * - `member`: a signed-in user whose first company holds an active membership,
 *   else 403 with the route's `notAMemberMessage` (401 signed out);
 * - `admin`: an administrator, else 403 (401 signed out);
 * - `this-machine`: development tools, for clients on this machine only (404 for others).
 */
export const ACCESS_LEVELS = ['public', 'user', 'member', 'admin', 'this-machine'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * Routes about one resource of a company (an invoice, a purchase, a lead):
 * the service answers a caller from another company as if the resource did not
 * exist (`not-found`) or refuses it (`forbidden`). The matrix test expects it.
 */
export type OwnerRule = 'own-company-or-404' | 'own-company-or-403';

type AnySchema = z.ZodMiniType;

interface EndpointFields {
  method: HttpMethod;
  /** Fastify's syntax: `/leads/:id`; `*` for a wildcard tail. */
  path: `/${string}`;
  /** One line for the API documentation (the API adds any longer description). */
  summary: string;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  /** The success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  /** The success body; `null` for no body (204) or one that is not JSON (a file). */
  response: AnySchema | null;
  /** Error statuses the route answers besides those its access and inputs imply. */
  errors?: readonly number[];
  owner?: OwnerRule;
  /** Documentation grouping. */
  tag: string;
}

type AccessRule =
  | { access: Exclude<AccessLevel, 'member'>; notAMemberMessage?: never }
  | {
      access: 'member';
      /** The 403 message pages show to a signed-in user without an active membership. */
      notAMemberMessage: string;
    };

/** One API route. Without an `access` level a definition does not compile. */
export type Endpoint = EndpointFields & AccessRule;

/** A feature's routes, by name. */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

/** Checks a feature's route definitions and keeps their literal types. */
export function defineEndpoints<const G extends Record<string, Endpoint>>(group: G): G {
  return group;
}

/**
 * What every route of a group shares unless the route says otherwise: who may
 * call it (with the message non-members see, for a members' group) and its
 * documentation tag.
 */
export type EndpointDefaults = { tag?: string } & (
  | { access?: Exclude<AccessLevel, 'member'>; notAMemberMessage?: never }
  | { access: 'member'; notAMemberMessage: string }
);

/** A route of a group with defaults: the fields the defaults give may be left out. */
type EndpointDraft = Omit<EndpointFields, 'tag'> & {
  tag?: string;
  access?: AccessLevel;
  notAMemberMessage?: string;
};

/**
 * A route with its group's defaults: its own fields win, and a route that
 * names its own access level takes none of the group's not-a-member message.
 */
type WithDefaults<D, E> = Omit<
  D,
  keyof E | (E extends { access: AccessLevel } ? 'notAMemberMessage' : never)
> &
  E;

/**
 * A feature's routes that share an access level and a tag, said once:
 * `defineEndpointGroup({ access: 'admin', tag: 'Admin' }, { list: {...}, ... })`.
 * Each route may still give its own. A route that ends up without an access
 * level (or a members' route without its message) does not compile.
 */
export function defineEndpointGroup<
  const D extends EndpointDefaults,
  const G extends Record<string, EndpointDraft>,
>(
  defaults: D,
  group: G & {
    [K in keyof G]: WithDefaults<D, G[K]> extends Endpoint ? G[K] : Endpoint;
  },
): { [K in keyof G]: WithDefaults<D, G[K]> } {
  return Object.fromEntries(
    Object.entries(group).map(([name, endpoint]) => {
      const { notAMemberMessage, ...shared } = defaults;
      const own =
        endpoint.access || notAMemberMessage === undefined
          ? shared
          : { ...shared, notAMemberMessage };
      return [name, { ...own, ...endpoint }];
    }),
  ) as { [K in keyof G]: WithDefaults<D, G[K]> };
}

type Input<S> = S extends AnySchema ? z.input<S> : never;
type Output<S> = S extends AnySchema ? z.output<S> : never;

/** What a caller passes: the route's path parameters, query and body, each only where it has one. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends AnySchema
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends AnySchema ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends AnySchema ? { body: Input<E['body']> } : { body?: never });

/** What a successful call answers (undefined for a route without a JSON body). */
export type EndpointOutput<E extends Endpoint> = E['response'] extends AnySchema
  ? Output<E['response']>
  : undefined;

/** The path with its `:name` parameters filled in (encoded). */
export function endpointUrl(
  endpoint: Endpoint,
  params?: Readonly<Record<string, unknown>>,
): string {
  return endpoint.path.replace(/:([A-Za-z]+)|\*/g, (_match, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null) {
      throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter ${name ?? '*'}`);
    }
    return name === undefined
      ? String(value).split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(String(value));
  });
}

/** `GET /leads/:id`: how logs, errors and tests name a route. */
export function endpointName(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
