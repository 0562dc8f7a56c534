/**
 * The floor of a React page, to measure the site's pages against: the home
 * page's prerendered HTML as the site sends it, with every script of the site
 * taken out and its style sheets, fonts and images kept, hydrated by React and
 * react-dom alone (one component that returns the same markup). Whatever a
 * page of ours costs above this figure is our code, not React's.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import sirv from 'sirv';

/** React and react-dom are resolved from the e2e package (the site's catalog version). */
const E2E_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Hydrates #root with one element whose inner HTML is what the server sent:
 * React loads, parses and hydrates, and the markup stays as it is.
 */
const FLOOR_SOURCE = `
import { hydrateRoot } from 'react-dom/client';

const markup = document.getElementById('floor').innerHTML;

function Floor() {
  return (
    <div
      id="floor"
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
    />
  );
}

hydrateRoot(document.getElementById('root'), <Floor />);
`;

async function bundleFloorScript() {
  const result = await build({
    stdin: { contents: FLOOR_SOURCE, resolveDir: E2E_ROOT, loader: 'jsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0].contents;
}

/** The page's HTML without the site's scripts (nor their preloads), with #root's content wrapped. */
function floorHtml(siteHtml) {
  const dom = new JSDOM(siteHtml);
  const { document } = dom.window;
  const siteScripts = document.querySelectorAll(
    'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]',
  );
  for (const element of siteScripts) element.remove();
  const root = document.getElementById('root');
  const floor = document.createElement('div');
  floor.id = 'floor';
  floor.setAttribute('style', 'display:contents');
  floor.innerHTML = root.innerHTML;
  root.replaceChildren(floor);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = '/floor.js';
  document.head.append(script);
  return dom.serialize();
}

/** Writes a file with the Brotli and gzip copies sirv sends to browsers that accept them. */
async function writeCompressed(path, contents) {
  await writeFile(path, contents);
  await writeFile(`${path}.br`, brotliCompressSync(contents));
  await writeFile(`${path}.gz`, gzipSync(contents, { level: 9 }));
}

/**
 * Builds the reference page from `site`'s home page (in English, or at `path`:
 * `/hi`, the Hindi home page with its script's font) and serves it on a free
 * port. Every other path is passed on to the site, so the style sheets, fonts
 * and images come from the same origin as on the site itself.
 */
export async function startReferencePage(site, path = '/') {
  const response = await fetch(`${site}${path}`);
  if (!response.ok) throw new Error(`${site}${path} answered ${response.status}`);
  const folder = await mkdtemp(join(tmpdir(), 'bench-reference-'));
  await writeCompressed(join(folder, 'index.html'), Buffer.from(floorHtml(await response.text())));
  const script = await bundleFloorScript();
  await writeCompressed(join(folder, 'floor.js'), Buffer.from(script));

  const passToSite = (req, res) => {
    const upstream = request(`${site}${req.url}`, { headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const serveFolder = sirv(folder, { brotli: true, gzip: true, onNoMatch: passToSite });
  const server = createServer((req, res) => serveFolder(req, res));
  await new Promise((listening) => server.listen(0, 'localhost', listening));
  return {
    url: `http://localhost:${server.address().port}/`,
    scriptBytes: script.length,
    close: async () => {
      await new Promise((closed) => server.close(closed));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** React has hydrated the reference page (its element carries React's fiber). */
export async function floorHasHydrated(page) {
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('floor') ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    null,
    { timeout: 60_000 },
  );
}
