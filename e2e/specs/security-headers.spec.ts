import { expect, test, type Page } from '@playwright/test';
import { MEMBER_EMAIL, SITE_ROUTES } from '../support/routes';
import { stubCompass } from '../support/members';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { SITE_URL } from '../support/site';

/** Records every Content-Security-Policy violation the page reports. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

async function expectPageLoadsCleanly(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page), path).toEqual([]);
}

test.describe('security headers of the site', () => {
  test('pages send a strict policy: own scripts only, no framing, a referrer policy', async ({
    page,
  }) => {
    const response = await page.goto('/about');
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain('unsafe-inline');
    expect(scriptSources).not.toContain('unsafe-eval');
    expect(scriptSources).not.toContain('*');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('an injected inline script does not run', async ({ page }) => {
    await recordViolations(page);
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
    expect(await violations(page)).toEqual([expect.stringContaining('script-src')]);
  });

  test('every page loads with the policy on and breaks none of it', async ({ page }) => {
    test.setTimeout(120_000);
    await stubCompass(page.context());
    await recordViolations(page);
    for (const route of SITE_ROUTES.filter((entry) => entry.access === 'public')) {
      await expectPageLoadsCleanly(page, route.path);
    }
    await page.goto('/signin');
    await signInByEmail(page, MEMBER_EMAIL);
    await expectSignedInHeader(page);
    for (const route of SITE_ROUTES.filter((entry) => entry.access !== 'public')) {
      await expectPageLoadsCleanly(page, route.path);
    }
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
