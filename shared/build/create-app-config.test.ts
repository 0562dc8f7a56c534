// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineRouteManifest } from '@club/platform/routes/route-manifest';
import {
  createAppConfig,
  dataChunkGroups,
  exposeSharesOf,
  exposesFromManifest,
  federationShared,
  hostConsumed,
  hostProvided,
  SHARED_SINGLETON_MODULES,
  sharedPackageModules,
} from './create-app-config';

/** A shared package's own version, from its package.json. */
function packageVersion(moduleId: string): string {
  const folder = moduleId.split('/')[1] as string;
  return (
    JSON.parse(readFileSync(new URL(`../${folder}/package.json`, import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
}

describe('federation sharing', () => {
  it('shares React, the router, zustand and React Query as singletons', () => {
    const shared = federationShared();
    for (const name of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router-dom',
      'zustand',
      '@tanstack/react-query',
    ]) {
      expect(shared[name]?.singleton, name).toBe(true);
    }
  });

  it('keeps one copy of exactly the six shared modules that hold page-wide state', () => {
    // Written out, not read from SHARED_SINGLETON_MODULES: a module that drops out of that
    // list (two sessions, two token refreshes on one page) must fail here.
    const pageWide = [
      '@club/platform/config/runtime-config',
      '@club/platform/api/api-client',
      '@club/platform/session/session-store',
      '@club/platform/session/session-actions',
      '@club/platform/federation/remote-loader',
      '@club/ui/i18n',
    ];
    const shared = federationShared();
    const singletons = sharedPackageModules().filter((moduleId) => shared[moduleId]?.singleton);
    expect(singletons.sort()).toEqual([...pageWide].sort());
  });

  it('shares every other shared module by version: at least the version it was built with', () => {
    const shared = federationShared();
    const versioned = sharedPackageModules().filter((id) => !SHARED_SINGLETON_MODULES.includes(id));
    expect(versioned).toContain('@club/ui/button');
    expect(versioned).toContain('@club/contract/news');
    for (const moduleId of versioned) {
      const version = packageVersion(moduleId);
      expect(shared[moduleId], moduleId).toEqual({
        singleton: false,
        version,
        requiredVersion: `^${version}`,
      });
    }
    expect(versioned).toContain('@club/platform/session/access-guard');
    expect(sharedPackageModules().some((id) => /^@club\/(build|test-fixtures)\//.test(id))).toBe(
      false,
    );
  });

  it('lets the shell consume only the libraries and the singletons, and provide the rest of its packages', () => {
    const shared = federationShared();
    const consumed = Object.keys(hostConsumed(shared));
    const provided = hostProvided(shared);
    expect(consumed).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'zustand', ...SHARED_SINGLETON_MODULES]),
    );
    expect(consumed.filter((id) => id.startsWith('@club/')).sort()).toEqual(
      [...SHARED_SINGLETON_MODULES].sort(),
    );
    // Every module is either consumed or provided alone: none is lost to the remotes.
    expect([...consumed, ...Object.keys(provided)].sort()).toEqual(Object.keys(shared).sort());
    expect(provided['@club/ui/button']).toEqual({
      shareKey: '@club/ui/button',
      version: packageVersion('@club/ui/button'),
      singleton: false,
      requiredVersion: `^${packageVersion('@club/ui/button')}`,
      eager: false,
    });
  });

  it("shares the pages' date formatter but not the API's calendar, which carries a time zone library", () => {
    expect(sharedPackageModules()).toContain('@club/contract/india-time/format');
    expect(sharedPackageModules()).not.toContain('@club/contract/india-time');
    expect(Object.keys(federationShared())).not.toContain('@club/contract/india-time');
  });
});

describe('exposed modules from the route manifest', () => {
  const appRoot = mkdtempSync(join(tmpdir(), 'club-app-'));
  mkdirSync(join(appRoot, 'src/features/places/components'), { recursive: true });
  writeFileSync(join(appRoot, 'src/features/places/city-page.tsx'), '');
  writeFileSync(join(appRoot, 'src/features/places/city-page.test.tsx'), '');
  writeFileSync(join(appRoot, 'src/features/places/components/city-card.tsx'), '');

  const manifest = defineRouteManifest({
    owner: 'marketing',
    pages: {
      city: {
        path: '/city/:city',
        module: './CityPage',
        access: 'public',
        title: 't',
        description: 'd',
      },
    },
    parts: { card: { module: './CityCard', access: 'admin' } },
  });

  it('finds each page and part by its file name', () => {
    expect(exposesFromManifest(manifest, appRoot)).toEqual({
      './CityPage': './src/features/places/city-page.tsx',
      './CityCard': './src/features/places/components/city-card.tsx',
    });
  });

  it("exposes a page's data module, the plain module named after it", () => {
    writeFileSync(join(appRoot, 'src/features/places/city-page-data.ts'), '');
    writeFileSync(join(appRoot, 'src/features/places/city-page-data.test.ts'), '');
    const withData = defineRouteManifest({
      ...manifest,
      pages: { city: { ...manifest.pages.city, data: './CityPageData' } },
    });
    expect(exposesFromManifest(withData, appRoot)).toEqual({
      './CityPage': './src/features/places/city-page.tsx',
      './CityPageData': './src/features/places/city-page-data.ts',
      './CityCard': './src/features/places/components/city-card.tsx',
    });
  });

  it('refuses a page without its component', () => {
    const missing = defineRouteManifest({
      owner: 'marketing',
      pages: {
        gone: {
          path: '/gone',
          module: './GonePage',
          access: 'public',
          title: 't',
          description: 'd',
        },
      },
    });
    expect(() => exposesFromManifest(missing, appRoot)).toThrow(/\.\/GonePage needs exactly one/);
  });

  it('configures a remote with assetPrefix auto and CORS, and the host as a single-page app', () => {
    const remote = createAppConfig({
      name: 'marketing',
      port: 3001,
      cssPrefix: 'mkt',
      title: 't',
      appRoot,
      routes: manifest,
    });
    expect(remote.output?.assetPrefix).toBe('auto');
    expect(remote.server?.cors).toBeTruthy();
    const host = createAppConfig({
      name: 'shell',
      port: 3000,
      cssPrefix: 'sh',
      title: 't',
      appRoot,
      isHost: true,
    });
    expect(host.output?.assetPrefix).toBe('/');
    expect(host.server?.historyApiFallback).toBe(true);
  });
});

describe('the shared modules of each exposed module, for the federation manifest', () => {
  const module = (identifier: string) => ({ identifier: () => identifier });
  const consumed = (name: string, version: string) =>
    module(`consume shared module (default) ${name}@${version} (strict) (fallback: /src/${name})`);

  it('lists what the exposed module’s own chunks consume, not what other chunks do', () => {
    const pageChunk = { id: 'page' };
    const sharedChunk = { id: 'f5' };
    const lazyChunk = { id: 'lazy' };
    const modules = new Map<object, object[]>([
      [
        pageChunk,
        [module('/src/features/my-leads/my-leads-page.tsx'), consumed('@club/ui/modal', '^1.2.0')],
      ],
      [
        sharedChunk,
        [
          consumed('react', '^19.0.0'),
          consumed('@club/contract/leads', '^2.1.1'),
          consumed('@club/ui/modal', '^1.2.0'),
        ],
      ],
      [lazyChunk, [consumed('@club/ui/code-dialog', '^1.2.0')]],
    ]);
    const compilation = {
      namedChunkGroups: new Map([
        ['__federation_expose_MyLeadsPage', { chunks: [pageChunk, sharedChunk] }],
        ['lead-detail', { chunks: [lazyChunk] }],
      ]),
      chunkGraph: { getChunkModules: (chunk: object) => modules.get(chunk) ?? [] },
    };
    // A stand-in with only the parts exposeSharesOf reads.
    expect(exposeSharesOf(compilation as never)).toEqual({
      './MyLeadsPage': ['@club/contract/leads', '@club/ui/modal', 'react'],
    });
  });
});

describe('the chunks a page that talks to the API loads', () => {
  const { dataLibraries, memberData, ...groups } = dataChunkGroups();
  const repo = '/app';
  const pnpmModule = (name: string, file: string) =>
    `${repo}/node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/${file}`;

  it('puts the schema library, the API client, its HTTP layer and the common contract in one chunk', () => {
    for (const path of [
      pnpmModule('zod', 'v4/mini/schemas.js'),
      `${repo}/shared/platform/src/api/api-client.ts`,
      `${repo}/shared/platform/src/api/http.ts`,
      `${repo}/shared/platform/src/session/session-actions.ts`,
      `${repo}/shared/contract/src/common.ts`,
      `${repo}/shared/contract/src/companies.ts`,
      `${repo}/shared/contract/src/membership.ts`,
    ])
      expect(dataLibraries.test.test(path), path).toBe(true);
  });

  it('puts the signed-in pages’ contract modules and payment requests in another', () => {
    for (const path of [
      `${repo}/shared/contract/src/leads.ts`,
      `${repo}/shared/contract/src/admin-members.ts`,
      `${repo}/shared/contract/src/payments/refund-notice.ts`,
      `${repo}/shared/platform/src/payments/use-checkout.ts`,
    ])
      expect(memberData.test.test(path), path).toBe(true);
  });

  it('keeps each small contract module that public and members’ pages import in one chunk', () => {
    for (const [group, file] of [
      ['phone-format', 'format/phone.ts'],
      ['contract-messages', 'copy/messages.ts'],
      ['gstin', 'gstin.ts'],
      ['reference-data', 'reference-data.ts'],
    ] as const) {
      const { test } = groups[group];
      expect(test.test(`${repo}/shared/contract/src/${file}`), file).toBe(true);
      expect(test.test(`${repo}\\shared\\contract\\src\\${file.replace('/', '\\')}`)).toBe(true);
      expect(test.test(`${repo}/shared/contract/src/${file.replace('.ts', '.test.ts')}`)).toBe(
        false,
      );
    }
    expect(groups['phone-format'].test.test(`${repo}/shared/contract/src/format/count.ts`)).toBe(
      false,
    );
  });

  it('leaves out what a public page’s first screen uses without the API (it would carry zod and the API client)', () => {
    for (const path of [
      `${repo}/shared/contract/src/format/phone.ts`,
      `${repo}/shared/contract/src/site-pages.ts`,
      `${repo}/shared/contract/src/copy/messages.ts`,
      `${repo}/shared/contract/src/membership/membership-plans.ts`,
      `${repo}/shared/contract/src/event-tickets.ts`,
      `${repo}/shared/contract/src/visitors.ts`,
      `${repo}/shared/contract/src/format/count.ts`,
      `${repo}/shared/contract/src/common.test.ts`,
      pnpmModule('react', 'index.js'),
    ]) {
      expect(dataLibraries.test.test(path), path).toBe(false);
      expect(memberData.test.test(path), path).toBe(false);
    }
  });
});
