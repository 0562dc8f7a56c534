import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { cspViolations, recordCspViolations } from '../support/csp';
import { PORT_BASE, SITE_URL } from '../support/site';

/**
 * Paths that name neither a page nor a file: a dot in the last segment, encoded slashes and
 * backslashes, a NUL, `..` segments, a leading `//`. A forged link can use them to frame the app
 * or probe the host; each must get a 404 that cannot be framed, never the app unprotected.
 */
const ODD_PATHS = [
  '/x.y/',
  '/%5cevil.example',
  '//evil.example/',
  '/config.json%00.js',
  '/static/..%2f..%2fpackage.json',
  '/foo%2Fbar',
  '/a/../config.json',
  '/wp-login.php',
];

/** A GET sent exactly as written: browsers and fetch would resolve `..` and `//` first. */
function rawGet(path: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const sent = httpRequest({ host: 'localhost', port: PORT_BASE, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      sent.on('error', reject);
      sent.end();
    },
  );
}

/** The headers every HTML page of the site carries, whatever its path. */
function expectPageHeaders(headers: Record<string, string | string[] | undefined>, path: string) {
  const policy = String(headers['content-security-policy'] ?? '');
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  // The service worker and the web app manifest come from the shell's own origin only.
  expect(policy, path).toContain("worker-src 'self'");
  expect(policy, path).toContain("manifest-src 'self'");
  const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
  expect(scriptSources, path).toContain("'self'");
  expect(scriptSources, path).not.toContain('unsafe-inline');
  expect(scriptSources, path).not.toContain('unsafe-eval');
  expect(scriptSources, path).not.toContain('*');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=(self)');
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
}

test.describe('security headers of the site', () => {
  test('pages send a strict policy: own scripts only, no framing, a referrer policy', async ({
    page,
  }) => {
    const response = await page.goto('/about');
    expectPageHeaders(response?.headers() ?? {}, '/about');
  });

  test('every HTML answer carries the page headers: pages, query strings, the 404 page', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/connect/producers',
      '/my-leads?lead=abc',
      '/city/pune/',
      '/signin',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expectPageHeaders(response.headers(), path);
    }
    // A path no page has gets the app's own 'Page Not Found', with a real 404 and the same headers.
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/html');
    expectPageHeaders(missing.headers(), '/no-such-page');
  });

  test('odd paths get a 404 that cannot be framed, never the app without its headers', async () => {
    for (const path of ODD_PATHS) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      if (String(answer.headers['content-type']).includes('text/html')) {
        expectPageHeaders(answer.headers, path);
      } else {
        expect(answer.body, path).not.toContain('<script');
      }
    }
  });

  test('another origin cannot frame the site, whatever the path', async ({ page }) => {
    const framed = ['/', '/x.y/', '/%5cevil.example', '//evil.example/', '/config.json%00.js'];
    // The icon, a plain file, shows that a frame the site does not refuse would load.
    const frames = [...framed, '/favicon.svg']
      .map((path) => `<iframe src="${SITE_URL}${path}"></iframe>`)
      .join('');
    // An attacker's page, from a server of its own on another origin (127.0.0.1 is not localhost).
    const attacker = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(frames);
    });
    await new Promise<void>((listening) => attacker.listen(0, '127.0.0.1', listening));
    try {
      const { port } = attacker.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      const frameUrls = page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map((frame) => frame.url());
      // A refused frame is left on the browser's error page: nothing of the site runs in it.
      expect(frameUrls).toEqual([
        ...framed.map(() => 'chrome-error://chromewebdata/'),
        `${SITE_URL}/favicon.svg`,
      ]);
    } finally {
      await new Promise((closed) => attacker.close(closed));
    }
  });

  test('an injected inline script does not run', async ({ page }) => {
    await recordCspViolations(page);
    await page.goto('/contact');
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect(await cspViolations(page)).toEqual([expect.stringContaining('script-src')]);
  });

  test('remotes share their files with the site only', async ({ page, request }) => {
    await page.goto('/');
    const manifestUrl = await page.evaluate(async () => {
      const config = (await (await fetch('/config.json')).json()) as {
        remotes: Record<string, string>;
      };
      return config.remotes.marketing ?? '';
    });
    const fromSite = await request.get(manifestUrl, { headers: { Origin: SITE_URL } });
    expect(fromSite.headers()['access-control-allow-origin']).toBe(SITE_URL);
    const fromElsewhere = await request.get(manifestUrl, {
      headers: { Origin: 'https://attacker.example' },
    });
    expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
