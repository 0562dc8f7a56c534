/** The API's folder rule fails on a tree that breaks it, and holds for this repository. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiLayoutProblems } from './api-layout.mjs';

const ROUTES = `import { orderEndpoints } from '@club/contract/orders';
import { registerEndpoints } from '../../http/endpoints';
export function registerOrderRoutes(app, ctx) {
  registerEndpoints(app, orderEndpoints, { list: async () => ({ items: [] }) });
}
`;
const PLUGIN = `import { registerOrderRoutes } from './routes';
export const ordersPlugin = async (app) => {
  registerOrderRoutes(app, app.ctx);
};
`;

/** A small API whose one feature follows the rule; each test breaks it one way. */
const GOOD_TREE = {
  'feature-plugins.ts': "import { ordersPlugin } from './features/orders/plugin';\n",
  'features/orders/plugin.ts': PLUGIN,
  'features/orders/routes.ts': ROUTES,
  'features/orders/service.ts': 'export const listOrders = () => [];\n',
  'platform/identity/authenticate.ts': 'export const authenticate = () => undefined;\n',
  'http/endpoints.ts':
    'export function registerEndpoints(app, group) {\n  app.route({ url: group.path });\n}\n',
  'http/cache-policy.ts':
    "export const apply = (reply) => reply.header('cache-control', 'no-store');\n",
  'plugins/openapi.ts': "export const docs = (app) => app.get('/openapi.json', () => ({}));\n",
  'dev/tools/plugin.ts':
    "import { registerEndpoints } from '../../http/endpoints';\nexport const tools = (app) => registerEndpoints(app, {}, {});\n",
};

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function apiTree(files) {
  const src = mkdtempSync(join(tmpdir(), 'club-api-layout-'));
  roots.push(src);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

describe("the API's folder rule", () => {
  it('holds for a feature whose routes are in routes.ts and whose plugin only registers them', () => {
    expect(apiLayoutProblems(apiTree(GOOD_TREE))).toEqual([]);
  });

  it('fails a file outside a feature’s routes.ts that declares routes', () => {
    const src = apiTree({
      ...GOOD_TREE,
      'features/orders/plugin.ts': `${PLUGIN}export const adminPlugin = async (app) => {\n  app.get('/admin/orders', async () => []);\n};\n`,
      'features/orders/admin-routes.ts': ROUTES.replace(
        'registerOrderRoutes',
        'registerAdminRoutes',
      ),
      'platform/identity/routes.ts': ROUTES,
    });
    expect(apiLayoutProblems(src)).toEqual([
      'features/orders/admin-routes.ts: declares routes; routes live in features/<name>/routes.ts',
      'features/orders/plugin.ts: declares routes; routes live in features/<name>/routes.ts',
      'platform/identity/routes.ts: declares routes; routes live in features/<name>/routes.ts',
    ]);
  });

  it('fails a name that is both a feature and a platform folder', () => {
    const src = apiTree({
      ...GOOD_TREE,
      'platform/orders/repository.ts': 'export const findOrder = () => null;\n',
    });
    expect(apiLayoutProblems(src)).toEqual([
      'orders: both features/orders and platform/orders; move it into the feature, or give what no feature owns another name',
    ]);
  });

  it('fails a feature without a plugin, or whose plugin the feature list leaves out', () => {
    const src = apiTree({
      ...GOOD_TREE,
      'features/invoices/routes.ts': ROUTES,
      'features/refunds/plugin.ts': PLUGIN,
      'features/refunds/routes.ts': ROUTES,
    });
    expect(apiLayoutProblems(src)).toEqual([
      'features/invoices: no plugin.ts (the one file that registers the feature)',
      'features/refunds: its plugin is not in feature-plugins.ts',
    ]);
  });

  it('fails a Cache-Control header written by hand, and not a comment that names it', () => {
    const src = apiTree({
      ...GOOD_TREE,
      'features/orders/routes.ts': ROUTES.replace(
        'async () => ({ items: [] })',
        "async (_request, reply) => {\n    // Cache-Control comes from the route's policy.\n    reply.header('Cache-Control', 'no-store');\n    return { items: [] };\n  }",
      ),
      'features/orders/service.ts':
        "// Never set 'cache-control' here.\nexport const listOrders = () => [];\n",
    });
    expect(apiLayoutProblems(src)).toEqual([
      "features/orders/routes.ts: sets Cache-Control by hand; declare the route's `cache` policy instead (http/cache-policy.ts)",
    ]);
  });

  it('holds for this repository', () => {
    expect(apiLayoutProblems()).toEqual([]);
  });
});
