/**
 * The API's folder rule (run by `pnpm lint`; tested in api-layout.test.mjs):
 *
 * - routes are declared only in a feature's `routes.ts`
 *   (`api/src/features/<name>/routes.ts`), public and admin routes alike: a
 *   `registerEndpoints(…)` call or an `app.get/post/route(…)` anywhere else fails;
 * - every feature folder has a `plugin.ts`, and `feature-plugins.ts` lists it;
 * - no name is both a feature (`features/<name>`) and a platform folder
 *   (`platform/<name>`): the platform holds what no single feature owns;
 * - no file writes `Cache-Control` by hand: a route declares its cache policy
 *   and one hook sets the header (http/cache-policy.ts).
 *
 * Outside the rule: the function that registers a route table
 * (http/endpoints.ts), the API documentation's own route (plugins/openapi.ts),
 * and the development kit (src/dev, which never ships). The storage adapter
 * signs an upload's Cache-Control for S3: that is a request header, not an answer's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = join(import.meta.dirname, '..');

/** Files (relative to api/src, `/`-separated) that may declare routes though they are no feature's routes.ts. */
const ROUTES_ELSEWHERE = [/^http\/endpoints\.ts$/, /^plugins\/openapi\.ts$/, /^dev\//];
/** Files that may name the Cache-Control header. */
const CACHE_HEADER_ALLOWED = [/^http\/cache-policy\.ts$/, /^adapters\/storage\//];

/** A route table registered, or a route added to a Fastify instance. */
const DECLARES_ROUTES = [
  /(?<!function\s)\bregisterEndpoints\s*\(/,
  /\b(?:app|fastify|instance|scope|server)\s*\.\s*(?:route|get|post|put|patch|delete|head|options|all)\s*\(/,
];
const CACHE_HEADER = /['"`]cache-control['"`]/i;

function sourceFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The folders of a folder that hold source (an empty one left by a checkout is no feature). */
const folders = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && sourceFiles(join(folder, entry.name)).length > 0)
        .map((entry) => entry.name)
        .sort()
    : [];

/** Source without its comments, so a comment that mentions a rule does not break it. */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every breach of the folder rule in an API's `src` folder, one sentence each. */
export function apiLayoutProblems(src = join(REPOSITORY_ROOT, 'api', 'src')) {
  const problems = [];
  const features = folders(join(src, 'features'));
  const platform = new Set(folders(join(src, 'platform')));

  for (const name of features.filter((feature) => platform.has(feature))) {
    problems.push(
      `${name}: both features/${name} and platform/${name}; move it into the feature, or give what no feature owns another name`,
    );
  }

  const listPath = join(src, 'feature-plugins.ts');
  const list = existsSync(listPath) ? readFileSync(listPath, 'utf8') : '';
  for (const feature of features) {
    if (!existsSync(join(src, 'features', feature, 'plugin.ts'))) {
      problems.push(`features/${feature}: no plugin.ts (the one file that registers the feature)`);
    } else if (!list.includes(`'./features/${feature}/plugin'`)) {
      problems.push(`features/${feature}: its plugin is not in feature-plugins.ts`);
    }
  }

  for (const file of sourceFiles(src)) {
    const path = relative(src, file).split(sep).join('/');
    const text = withoutComments(readFileSync(file, 'utf8'));
    const isFeatureRoutes = /^features\/[^/]+\/routes\.ts$/.test(path);
    if (
      !isFeatureRoutes &&
      !ROUTES_ELSEWHERE.some((allowed) => allowed.test(path)) &&
      DECLARES_ROUTES.some((declares) => declares.test(text))
    ) {
      problems.push(`${path}: declares routes; routes live in features/<name>/routes.ts`);
    }
    if (!CACHE_HEADER_ALLOWED.some((allowed) => allowed.test(path)) && CACHE_HEADER.test(text)) {
      problems.push(
        `${path}: sets Cache-Control by hand; declare the route's \`cache\` policy instead (http/cache-policy.ts)`,
      );
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = apiLayoutProblems();
  if (problems.length > 0) {
    console.error(`The API's folder rule is broken:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.info(
    "API layout: routes only in features' routes.ts, no name in both features/ and platform/, no hand-set Cache-Control.",
  );
}
