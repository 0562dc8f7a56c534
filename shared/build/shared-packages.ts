/**
 * The site's shared packages that browsers run: `@club/contract` (schemas,
 * route table, copy, formatters), `@club/ui` (the kit) and `@club/platform`
 * (the page-wide singletons and flows). `@club/build` (this package) and
 * `@club/test-fixtures` never reach a browser. Each package has its own
 * version; the federation shares every public module of each at its
 * package's version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BROWSER_PACKAGES = ['@club/contract', '@club/ui', '@club/platform'] as const;
export type BrowserPackage = (typeof BROWSER_PACKAGES)[number];

export interface SharedPackage {
  name: BrowserPackage;
  /** The package's folder. */
  root: string;
  version: string;
  /** Public entry (`./button`) → file relative to the package's folder. */
  exports: Record<string, string>;
}

const SHARED_ROOT = join(import.meta.dirname, '..');

/** `@club/ui` → shared/ui */
export function sharedPackageRoot(name: BrowserPackage): string {
  return join(SHARED_ROOT, name.slice('@club/'.length));
}

export function readSharedPackage(name: BrowserPackage): SharedPackage {
  const root = sharedPackageRoot(name);
  const { version, exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, string>;
  };
  return { name, root, version, exports };
}

/**
 * Public modules that only the API imports, so no app shares them and no
 * page's federation map lists them (a lint rule keeps the apps off them):
 * `@club/contract/india-time` counts India's calendar with a time zone
 * library; pages write dates with its `format` part, which is shared.
 */
export const SERVER_ONLY_MODULES: readonly string[] = ['@club/contract/india-time'];

/**
 * The contract's modules only the API's development kit and the tests use
 * (`./dev-*`): no page calls a development route, so no browser shares them.
 */
const isDevelopmentModule = (key: string): boolean => key.startsWith('./dev-');

/**
 * Every browser module of the shared packages, one share key per public entry
 * (style sheets, development modules and data files aside: a message catalogue such as
 * `@club/contract/reference-names/locales/hi.json` is bundled by the shared module that
 * loads it, and exported for the API, which reads it as it is).
 */
export function sharedPackageModules(): string[] {
  return BROWSER_PACKAGES.flatMap((name) =>
    Object.keys(readSharedPackage(name).exports)
      .filter((key) => !key.endsWith('.css') && !key.endsWith('.json') && !isDevelopmentModule(key))
      .map((key) => `${name}${key.slice(1)}`),
  ).filter((moduleId) => !SERVER_ONLY_MODULES.includes(moduleId));
}

/** The package a share key belongs to: `@club/ui/button` → `@club/ui`. */
export function packageOfModule(moduleId: string): BrowserPackage {
  const name = BROWSER_PACKAGES.find((pkg) => moduleId.startsWith(`${pkg}/`));
  if (!name) throw new Error(`${moduleId} is not a module of a shared package`);
  return name;
}

/** The shared modules with styles: module id → its CSS Module file. */
export function sharedStyleModules(): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const name of BROWSER_PACKAGES) {
    const { root, exports } = readSharedPackage(name);
    const entries = new Map(Object.entries(exports).map(([key, file]) => [file, key]));
    const source = join(root, 'src');
    for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.module.css')) continue;
      const relative = file.replace(/\\/g, '/');
      const key =
        entries.get(`./src/${relative.replace(/\.module\.css$/, '.tsx')}`) ??
        entries.get(`./src/${relative.replace(/\.module\.css$/, '.ts')}`);
      if (key) modules[`${name}${key.slice(1)}`] = join(source, file);
    }
  }
  return modules;
}
