import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { DEV_CODE_IMPORTS, importBoundaries } from './scripts/import-boundaries.mjs';

const DATE_RULES = [
  "CallExpression[callee.property.name='toLocaleDateString']",
  "CallExpression[callee.property.name='toLocaleTimeString']",
  "CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name=/^(timeZone|dateStyle|timeStyle|year|month|day|hour|minute|weekday)$/]",
  "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
  "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
].map((selector) => ({
  selector,
  message:
    'Dates are written in India by @club/contract/india-time/format (formatIndianDate, formatIndianDateTime, indianDay...).',
}));

/** Words in a component: JSX text, and the attributes a person reads or hears. */
const TEXT_RULES = [
  'JSXText[value=/\\p{L}{2,}/u]',
  'JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label)$/] > Literal[value=/\\p{L}{2,}/u]',
].map((selector) => ({
  selector,
  message:
    "Text a person reads comes from the app's messages: const t = useT(); t('app.some.id') (src/locales/en.json, hi.json, gu.json).",
}));

/** The components already translated into Hindi and Gujarati (the rest follow, folder by folder). */
const TRANSLATED_COMPONENTS = [
  'shell/src/features/layout/languages/**/*.tsx',
  'mf-marketing/src/features/legal/**/*.tsx',
  'mf-marketing/src/features/privacy/**/*.tsx',
  'mf-onboarding/src/features/connect/**/*.tsx',
  'mf-events/src/components/**/*.tsx',
  'mf-events/src/features/events/**/*.tsx',
  'mf-events/src/features/my-tickets/**/*.tsx',
  'mf-events/src/features/my-meetings/**/*.tsx',
  'mf-events/src/features/check-in/**/*.tsx',
  'mf-events/src/features/one-to-ones/**/*.tsx',
  'mf-events/src/features/visit/**/*.tsx',
  'mf-events/src/features/my-invitations/**/*.tsx',
  'mf-events/src/features/chapters/**/*.tsx',
  'mf-marketing/src/features/home/**/*.tsx',
  'mf-marketing/src/components/**/*.tsx',
  'mf-marketing/src/features/newsletter/**/*.tsx',
  'mf-marketing/src/features/about/**/*.tsx',
  'mf-marketing/src/features/contact/**/*.tsx',
  'mf-marketing/src/features/consult/**/*.tsx',
  'mf-marketing/src/features/capital/**/*.tsx',
  'mf-marketing/src/features/continuous-education/**/*.tsx',
  'mf-marketing/src/features/city/**/*.tsx',
  'mf-marketing/src/features/location/**/*.tsx',
  'mf-marketing/src/features/india-insights/**/*.tsx',
  'shell/src/**/*.tsx',
  'shared/ui/src/**/*.tsx',
  'shared/platform/src/**/*.tsx',
  'mf-member-area/src/features/my-account/**/*.tsx',
  'mf-member-area/src/features/my-leads/**/*.tsx',
  'mf-member-area/src/features/meet-members/**/*.tsx',
  'mf-member-area/src/features/members/**/*.tsx',
  'mf-member-area/src/components/directory/**/*.tsx',
  'mf-member-area/src/features/my-profile/**/*.tsx',
  'mf-member-area/src/components/membership-notice/**/*.tsx',
  'mf-member-area/src/components/first-steps/**/*.tsx',
  'mf-member-area/src/components/page-heading/**/*.tsx',
  'mf-member-area/src/features/create-lead/**/*.tsx',
  'mf-member-area/src/features/welcome/**/*.tsx',
  'mf-member-area/src/features/my-compass/**/*.tsx',
  'mf-marketing/src/features/connect/**/*.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.variant/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Inside the shared packages, modules import each other by package name so that
  // Module Federation serves every module once (a relative import would bundle a
  // second copy of, say, the session store into the importer's chunk). The packages
  // depend one way: contract (no React) <- ui <- platform.
  ...[
    { name: 'contract', below: ['@club/ui', '@club/platform', 'react', 'react-dom'] },
    { name: 'ui', below: ['@club/platform'] },
    { name: 'platform', below: [] },
  ].map(({ name, below }) => ({
    files: [`shared/${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Browser code uses 'zod/mini': one classic zod import pulls every validator into the bundle.",
            },
          ],
          patterns: [
            {
              // A relative import is a CSS file or a catalogue: a package's messages module reads
              // its own beside it (./locales/en.json), a module whose messages only it shows from
              // a folder of its own (./plans/locales/en.json).
              regex: String.raw`^\.\.?/(?!.*\.css$)(?!(?:[\w-]+/)?locales/[\w-]+\.json$)`,
              message:
                'Import shared modules by package name, @club/<package>/... (CSS files and ./locales/*.json may be relative).',
            },
            ...below.map((pkg) => ({
              group: [pkg, `${pkg}/*`],
              message: `@club/${name} never imports ${pkg}: the shared packages depend one way, contract <- ui <- platform.`,
            })),
            // The contract holds the development kit's route table too (its dev-* modules).
            ...(name === 'contract' ? [] : [DEV_CODE_IMPORTS]),
          ],
        },
      ],
    },
  })),
  {
    // Remotes never import each other; shared things live in the shared packages.
    files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Browser code uses 'zod/mini': one classic zod import pulls every validator into the bundle.",
            },
            {
              name: '@club/contract/india-time',
              message:
                "Pages write dates with '@club/contract/india-time/format': the whole module carries the time zone library the API counts India's months with.",
            },
          ],
          patterns: [
            {
              group: ['@club/mf-*', '**/mf-*/**', '@club/shell', '**/shell/src/**'],
              message:
                'Apps never import each other: use a shared package (@club/contract, @club/ui, @club/platform) or the federation runtime.',
            },
            {
              group: ['../../../*'],
              message:
                "Import from the app's src folder as @/... instead of climbing three levels.",
            },
            DEV_CODE_IMPORTS,
          ],
        },
      ],
    },
  },
  // Features never import each other, lower folders never import upward, no cycles.
  ...importBoundaries(import.meta.dirname),
  {
    // The API's production code never imports its development kit (api/src/dev: test payments,
    // mailbox, movable clock, dev routes) or the features' demo data: the kit loads only through
    // loadDevelopmentKit's import(), from a bundle of its own, so dist/main.mjs holds none of it.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/dev/**', 'api/src/features/*/demo-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // plugins/demo-data only runs the seeding the kit hands it.
              group: ['**/dev/**', './dev', '../dev', '**/demo-*', '!./plugins/demo-data'],
              message:
                'Development-only code: reach it through the DevelopmentKit (src/development-kit.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every date shown to a person is written in India's time zone by one module;
    // a browser's or a server's own zone would show another day near midnight.
    files: [
      'mf-*/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      'shared/*/src/**/*.{ts,tsx}',
      'api/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'shared/contract/src/india-time/format.ts'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_RULES] },
  },
  {
    // The parts of the site that speak Hindi and Gujarati: no words written into a component,
    // they come from the app's messages (`const t = useT()`, src/locales/*.json). A name or a
    // brand that is never translated is written as an expression: {CLUB_NAME}.
    files: TRANSLATED_COMPONENTS,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_RULES, ...TEXT_RULES] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.vitest } },
    rules: {
      'no-console': 'off',
    },
  },
);
