#!/usr/bin/env bash
# Builds the production artifacts from a clean checkout: the one build that the
# Dockerfiles (deploy/*.Dockerfile) run, and nothing else does.
#
#   artifact/api   the API and its worker: package.json, dist/ (main.mjs, worker.mjs,
#                  migrate.mjs, backup.mjs, admin.mjs and their chunks), drizzle/ (migrations) and
#                  production node_modules only (`pnpm deploy --prod`)
#   artifact/site  the site host: each app's dist/ (hashed assets, remote entries,
#                  manifests, prerendered pages, Brotli and gzip copies) in the
#                  checkout's layout, scripts/ (site-host.mjs, the nginx config renderer
#                  and its template in deploy/nginx/) and the npm packages they import
#
#   bash scripts/build-artifact.sh [--out <dir>] [stage ...]
#
# Stages, in order when none is named: install (pnpm install --frozen-lockfile),
# build (pnpm build), api, site, check. `check` builds nothing: it verifies an
# assembled artifact (the files exist, and the pruned API loads all its static
# imports from its own node_modules), so `bash scripts/build-artifact.sh check`
# can be run on its own. The default <dir> is ./artifact.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/artifact"
stages=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out)
      out="$(mkdir -p "$2" && cd "$2" && pwd)"
      shift 2
      ;;
    install | build | api | site | check) stages+=("$1") && shift ;;
    *)
      echo "Unknown argument: $1 (stages: install build api site check; --out <dir>)" >&2
      exit 2
      ;;
  esac
done
[ ${#stages[@]} -gt 0 ] || stages=(install build api site check)

# The apps the site host serves, each from its own dist/ (scripts/site-apps.mjs).
SITE_APPS=(shell mf-marketing mf-onboarding mf-member-area mf-news-admin mf-events)
# npm packages the site host's scripts import (scripts/static-server.mjs: sirv).
SITE_PACKAGES=(sirv)

stage_install() {
  cd "$root" && pnpm install --frozen-lockfile
}

stage_build() {
  cd "$root" && pnpm build
}

stage_api() {
  rm -rf "$out/api"
  # The API's "files" (dist, drizzle) and its production dependencies from the lockfile.
  cd "$root" && pnpm --filter @club/api deploy --prod "$out/api"
}

# Copies a package and, recursively, its dependencies into $1/node_modules,
# flat: fails when two versions of one package would be needed. pnpm has no
# "deploy" for the workspace root, whose devDependencies hold sirv.
copy_packages() {
  local target="$1"
  shift
  node --input-type=module - "$root" "$target" "$@" <<'NODE'
import { cpSync, existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const [root, target, ...names] = process.argv.slice(2);
const copied = new Map();
function folderOf(name, from) {
  // A package's own folder, found as Node finds it from `from` (pnpm's symlinks resolved).
  let folder = dirname(realpathSync(createRequire(join(from, 'noop.js')).resolve(name)));
  while (!existsSync(join(folder, 'package.json')) ||
    JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name !== name) {
    folder = dirname(folder);
  }
  return folder;
}
function copy(name, from) {
  const folder = folderOf(name, from);
  const { version, dependencies = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const known = copied.get(name);
  if (known === version) return;
  if (known) throw new Error(`${name} is needed at ${known} and ${version}`);
  copied.set(name, version);
  cpSync(folder, join(target, 'node_modules', name), { recursive: true, dereference: true });
  for (const dependency of Object.keys(dependencies)) copy(dependency, folder);
}
for (const name of names) copy(name, root);
console.info(`node_modules: ${[...copied].map(([name, version]) => `${name}@${version}`).join(', ')}`);
NODE
}

stage_site() {
  local site="$out/site"
  rm -rf "$site"
  mkdir -p "$site/shared/build"
  for app in "${SITE_APPS[@]}"; do
    mkdir -p "$site/$app"
    cp -R "$root/$app/dist" "$site/$app/dist"
  done
  cp -R "$root/scripts" "$site/scripts"
  rm -f "$site/scripts/build-artifact.sh"
  cp "$root/shared/build/prerender-files.mjs" "$site/shared/build/"
  # The edge's nginx.conf template, which scripts/topology/nginx-config.mjs renders.
  if [ -d "$root/deploy/nginx" ]; then
    mkdir -p "$site/deploy"
    cp -R "$root/deploy/nginx" "$site/deploy/nginx"
  fi
  printf '{ "private": true, "type": "module" }\n' >"$site/package.json"
  copy_packages "$site" "${SITE_PACKAGES[@]}"
}

fail() {
  echo "build-artifact check: $*" >&2
  exit 1
}

stage_check() {
  local api="$out/api" site="$out/site"
  local entries=(main.mjs backup.mjs admin.mjs)
  # The worker's entry, once the API has one.
  [ -f "$root/api/src/worker.ts" ] && entries+=(worker.mjs)
  [ -f "$root/api/src/migrate.ts" ] && entries+=(migrate.mjs)
  for file in package.json drizzle/meta/_journal.json "${entries[@]/#/dist/}"; do
    [ -f "$api/$file" ] || fail "artifact/api/$file is missing"
  done
  [ -d "$api/node_modules/fastify" ] || fail "artifact/api has no production node_modules"
  [ ! -e "$api/node_modules/vitest" ] && [ ! -e "$api/node_modules/drizzle-kit" ] ||
    fail "artifact/api holds development packages"
  # main.mjs runs only after every static import has loaded: a production start without its
  # secrets then stops on the configuration, not on a missing package.
  local started
  started="$(cd "$api" && NODE_ENV=production JWT_SECRET='' OTP_SECRET='' \
    node dist/main.mjs 2>&1 || true)"
  case "$started" in
    *"must be set in production"*) ;;
    *) fail "artifact/api/dist/main.mjs does not load: $started" ;;
  esac
  (cd "$api" && node dist/backup.mjs >/dev/null 2>&1) || [ $? -eq 2 ] ||
    fail "artifact/api/dist/backup.mjs does not load"

  [ -f "$site/shell/dist/index.html" ] || fail "artifact/site/shell/dist/index.html is missing"
  [ -f "$site/shell/dist/prerender/pages.json" ] || fail "the shell's prerendered pages are missing"
  for app in "${SITE_APPS[@]:1}"; do
    for file in mf-manifest.json remoteEntry.js route-manifest.json prerender; do
      [ -e "$site/$app/dist/$file" ] || fail "artifact/site/$app/dist/$file is missing"
    done
  done
  for name in "${SITE_PACKAGES[@]}"; do
    (cd "$site" && node --input-type=module -e "await import('$name')") ||
      fail "artifact/site cannot load $name"
  done
  echo "build-artifact check: artifact/api and artifact/site are complete ($out)"
}

for stage in "${stages[@]}"; do
  echo "== build-artifact: $stage"
  "stage_$stage"
done
