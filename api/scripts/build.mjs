/**
 * Bundles the API and the TypeScript sources of @club/shared into
 * dist/main.mjs (the server) and dist/admin.mjs (the operators' admin role
 * command), which plain Node runs. npm dependencies stay external and
 * load from node_modules; SQL migrations are read from ../drizzle at run time.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@club/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.info('Built api/dist/main.mjs and api/dist/admin.mjs');
