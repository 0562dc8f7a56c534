/**
 * Bundles the API and the TypeScript sources of the shared packages (@club/contract) for plain Node:
 * dist/main.mjs (the server), dist/worker.mjs (the job worker process),
 * dist/migrate.mjs (the schema migrations alone, run once per release),
 * dist/admin.mjs (the operators' admin role command), dist/backup.mjs (backup
 * and restore of the embedded database) and dist/dev.mjs (the development kit:
 * test payments, mailbox, movable clock, demo data and their routes), which
 * main.mjs imports only when a development setting is on. Code splitting keeps
 * one copy of every module they share (in dist/chunk-*.mjs), so main.mjs and
 * worker.mjs hold none of the kit.
 * npm dependencies stay external and load from node_modules; SQL migrations
 * are read from ../drizzle at run time.
 *
 *   node scripts/build.mjs [--outdir <folder>]   (default dist; tests build elsewhere)
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const outdir = resolve(root, values.outdir);
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@club/'))
  .flatMap((name) => [name, `${name}/*`]);

const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    migrate: 'src/migrate.ts',
    admin: 'src/admin.ts',
    backup: 'src/backup.ts',
    dev: 'src/dev/index.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

// Chunks of earlier builds (their names carry a hash) go.
const written = new Set(Object.keys(result.metafile.outputs).map((path) => basename(path)));
for (const name of readdirSync(outdir)) {
  if (/\.mjs(\.map)?$/.test(name) && !written.has(name)) rmSync(join(outdir, name));
}
console.info(
  `Built ${values.outdir}/main.mjs, worker.mjs, migrate.mjs, admin.mjs, backup.mjs and dev.mjs`,
);
