/**
 * Proves that the import boundaries still fail on bad imports (run by `pnpm lint`).
 *
 * 1. A small fixture tree in a temporary folder (one remote and the API) is
 *    linted with the boundary rules of scripts/import-boundaries.mjs: a
 *    cross-feature import, an upward import and an import cycle must each be
 *    an error, and a clean file must stay clean.
 * 2. The workspace's own eslint.config.js applies those rules, with zones, to
 *    every app and to the API.
 * 3. Development code stays out of browser code: an app file importing the
 *    test checkout or a contract `dev-*` module must fail, and the workspace
 *    config applies that rule to every app and browser package.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { appFolders, DEV_CODE_IMPORTS, importBoundaries } from './import-boundaries.mjs';

const repo = join(import.meta.dirname, '..');
const failures = [];

const APP_TSCONFIG = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', paths: { '@/*': ['./src/*'] } },
  include: ['src'],
});
const API_TSCONFIG = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' },
  include: ['src'],
});

/** Each fixture file, and the rule it must break (null: it must pass). */
const FIXTURES = {
  'mf-demo/tsconfig.json': [APP_TSCONFIG],
  'api/tsconfig.json': [API_TSCONFIG],
  'mf-demo/src/index.ts': ["import('./harness/bootstrap');\n", null],
  'mf-demo/src/harness/bootstrap.tsx': ["import '@/features/alpha/alpha-page';\n", null],
  'mf-demo/src/features/alpha/alpha-page.tsx': [
    "import { helper } from '@/lib/helper';\nimport { alphaRule } from './alpha-rule';\nexport const AlphaPage = () => helper(alphaRule);\n",
    null,
  ],
  'mf-demo/src/features/alpha/alpha-rule.ts': ['export const alphaRule = 1;\n', null],
  'mf-demo/src/features/beta/beta-page.tsx': [
    "import { alphaRule } from '../alpha/alpha-rule';\nexport const BetaPage = () => alphaRule;\n",
    'cross-feature',
  ],
  'mf-demo/src/features/gamma/gamma-page.tsx': [
    "import { AlphaPage } from '@/features/alpha/alpha-page';\nexport const GammaPage = AlphaPage;\n",
    'cross-feature',
  ],
  'mf-demo/src/lib/helper.ts': ['export const helper = (value: number) => value;\n', null],
  'mf-demo/src/lib/upward.ts': [
    "import { alphaRule } from '@/features/alpha/alpha-rule';\nexport const upward = alphaRule;\n",
    'upward',
  ],
  'mf-demo/src/components/upward-to-entry.ts': [
    "import '../harness/bootstrap';\nexport const entry = 1;\n",
    'upward',
  ],
  'mf-demo/src/hooks/cycle-a.ts': [
    "import { b } from './cycle-b';\nexport const a = () => b;\n",
    'cycle',
  ],
  'mf-demo/src/hooks/cycle-b.ts': [
    "import { a } from './cycle-a';\nexport const b = () => a;\n",
    'cycle',
  ],
  'api/src/app.ts': [
    "import { routes } from './features/orders/routes';\nexport const app = routes;\n",
    null,
  ],
  'api/src/features/orders/routes.ts': [
    "import { authenticate } from '../../platform/auth/authenticate';\nexport const routes = authenticate;\n",
    null,
  ],
  'api/src/features/invoices/routes.ts': [
    "import { routes } from '../orders/routes';\nexport const invoiceRoutes = routes;\n",
    'cross-feature',
  ],
  'api/src/platform/auth/authenticate.ts': [
    "import { clock } from '../../lib/clock';\nexport const authenticate = clock;\n",
    null,
  ],
  'api/src/platform/audit/repository.ts': [
    "import { routes } from '../../features/orders/routes';\nexport const audit = routes;\n",
    'upward',
  ],
  'api/src/lib/clock.ts': ['export const clock = 1;\n', null],
  'api/src/db/database.ts': [
    "import { authenticate } from '../platform/auth/authenticate';\nexport const database = authenticate;\n",
    'upward',
  ],
  'api/src/http/reply.ts': ["import { app } from '../app';\nexport const reply = app;\n", 'upward'],
};

const RULE_OF = {
  'cross-feature': 'import-x/no-restricted-paths',
  upward: 'import-x/no-restricted-paths',
  cycle: 'import-x/no-cycle',
};

const fixture = mkdtempSync(join(tmpdir(), 'club-import-rules-'));
try {
  for (const [file, [text]] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(fixture, file)), { recursive: true });
    writeFileSync(join(fixture, file), text);
  }
  // The TypeScript resolver reads tsconfig paths relative to the process's folder.
  process.chdir(fixture);
  const eslint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...importBoundaries(fixture),
    ],
  });
  const results = await eslint.lintFiles(['**/*.{ts,tsx}']);
  for (const [file, [, expected]] of Object.entries(FIXTURES)) {
    if (!/\.tsx?$/.test(file)) continue;
    const result = results.find((entry) => entry.filePath === join(fixture, file));
    const messages = result?.messages ?? [];
    if (!result) failures.push(`${file}: not linted`);
    else if (expected === null && messages.length > 0)
      failures.push(`${file}: expected no error, got ${messages.map((m) => m.message).join('; ')}`);
    else if (expected !== null && !messages.some((m) => m.ruleId === RULE_OF[expected]))
      failures.push(
        `${file}: a ${expected} import must fail with ${RULE_OF[expected]}, got ${
          messages.map((m) => m.ruleId ?? m.message).join(', ') || 'no error'
        }`,
      );
  }
} finally {
  process.chdir(repo);
  rmSync(fixture, { recursive: true, force: true });
}

// Development code: an app file that imports the test checkout or a dev route module fails.
const DEV_FIXTURES = {
  'mf-demo/src/features/pay/pay-page.tsx': [
    "import { TestCheckoutDialog } from '@club/platform/payments/test-checkout-dialog';\nexport const PayPage = TestCheckoutDialog;\n",
    true,
  ],
  'mf-demo/src/features/pay/dev-routes.ts': [
    "import { devApiRoutes } from '@club/contract/dev-api-routes';\nexport const routes = devApiRoutes;\n",
    true,
  ],
  'mf-demo/src/features/pay/razorpay.ts': [
    "import { openRazorpayCheckout } from '@club/platform/payments/razorpay-checkout';\nexport const open = openRazorpayCheckout;\n",
    false,
  ],
};
const devLinter = new ESLint({
  cwd: repo,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    { rules: { 'no-restricted-imports': ['error', { patterns: [DEV_CODE_IMPORTS] }] } },
  ],
});
for (const [file, [text, fails]] of Object.entries(DEV_FIXTURES)) {
  const [result] = await devLinter.lintText(text, { filePath: join(repo, file) });
  const refused = (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
  if (refused !== fails)
    failures.push(`${file}: ${fails ? 'importing development code must fail' : 'must pass'}`);
}

// The workspace's config applies the rules, with zones, to every app and to the API.
const workspace = new ESLint({ cwd: repo });
for (const app of [...appFolders(repo), 'api']) {
  const file = join(repo, app, 'src', 'features', 'probe', 'probe.ts');
  const { rules } = await workspace.calculateConfigForFile(file);
  const zones = rules?.['import-x/no-restricted-paths']?.[1]?.zones ?? [];
  const severity = (rule) => rules?.[rule]?.[0];
  if (severity('import-x/no-restricted-paths') !== 2 || zones.length === 0)
    failures.push(`${app}: eslint.config.js does not apply import zones`);
  if (severity('import-x/no-cycle') !== 2)
    failures.push(`${app}: eslint.config.js does not apply import-x/no-cycle`);
}
for (const folder of [...appFolders(repo), 'shared/ui', 'shared/platform']) {
  const { rules } = await workspace.calculateConfigForFile(join(repo, folder, 'src', 'probe.ts'));
  const patterns = rules?.['no-restricted-imports']?.[1]?.patterns ?? [];
  if (!patterns.some((pattern) => pattern.group?.includes(DEV_CODE_IMPORTS.group[0])))
    failures.push(`${folder}: eslint.config.js does not keep development code out of it`);
}

if (failures.length > 0) {
  console.error(
    `The import boundary rules no longer catch bad imports:\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.info(
  'Import boundaries: a cross-feature import, an upward import, a cycle and development code in browser code each fail the lint.',
);
