import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the @club/api package, found by walking up from this module:
 * the same from `src/` (tsx, vitest) and from the bundle in `dist/`.
 */
export function apiPackageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@club/api') return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error('Cannot find the @club/api package folder');
    folder = parent;
  }
}

/** The checked-in SQL migrations. */
export function migrationsFolder(): string {
  return join(apiPackageRoot(), 'drizzle');
}

/** Files the API ships besides its code, such as the demo news illustrations. */
export function assetsFolder(): string {
  return join(apiPackageRoot(), 'assets');
}
