import { expect, test } from '../support/test';
import { ControllableRemote } from '../support/remote-server';
import { SPEC_PORTS } from '../support/site';

const UNAVAILABLE = 'This section is temporarily unavailable';

test.describe('a remote whose server is down', () => {
  const memberArea = new ControllableRemote('member_area', SPEC_PORTS.controllableRemote);

  test.afterAll(async () => {
    await memberArea.stop();
  });

  test('never takes down the page, and Retry brings it back once the server is up', async ({
    page,
  }) => {
    await memberArea.stop();
    await memberArea.routeConfig(page);
    // Both ends of the delay are timed in the page (when it first fetched from the remote, when
    // the stand-in's h1 entered it), not when Playwright hears of them: on a busy machine the
    // test runner's own delays are not what the visitor waits for. The runner's first sight of
    // a request to the remote counts too, should the page ask it other than by fetch.
    let firstSeenAt: number | null = null;
    page.on('request', (request) => {
      if (request.url().startsWith(memberArea.origin)) firstSeenAt ??= Date.now();
    });
    await page.addInitScript(
      ({ text, origin }) => {
        const timings = window as { remoteFirstAskedAt?: number; standInShownAt?: number };
        const pageFetch = window.fetch;
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.startsWith(origin)) timings.remoteFirstAskedAt ??= Date.now();
          return pageFetch(input, init);
        };
        const shown = () =>
          [...document.querySelectorAll('h1')].some((h1) => h1.textContent === text);
        new MutationObserver((_records, observer) => {
          if (!shown()) return;
          timings.standInShownAt = Date.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      { text: UNAVAILABLE, origin: memberArea.origin },
    );

    await page.goto('/members');
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent === text),
      UNAVAILABLE,
      { polling: 'raf', timeout: 20_000 },
    );
    // Two quick retries (after 100 ms, then 300 ms), then the stand-in, fetched during the retries:
    // about 1 s on a quiet machine (`pnpm bench:pages` holds it to 1.5 s there). Here the bound
    // only proves the page never waits for a long timeout (the manifest's is 8 s): at a load of
    // 10 on the shared CI machine the same quick path took 3 s.
    const timings = await page.evaluate(() => {
      const { remoteFirstAskedAt, standInShownAt } = window as {
        remoteFirstAskedAt?: number;
        standInShownAt?: number;
      };
      return { remoteFirstAskedAt, standInShownAt };
    });
    expect(firstSeenAt).not.toBeNull();
    expect(timings.standInShownAt).toBeDefined();
    const firstAskedAt = Math.min(timings.remoteFirstAskedAt ?? Infinity, firstSeenAt ?? Infinity);
    expect((timings.standInShownAt ?? Infinity) - firstAskedAt).toBeLessThanOrEqual(6_000);
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Pages of the other remotes keep working, through client-side navigation...
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/connect\/membership$/);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);

    // ...a guarded page of the member area answers from the shell, without the remote...
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();

    // ...and the remote's pages show the fallback again, not a blank page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Our Members' })
      .click();
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({
      timeout: 20_000,
    });

    await memberArea.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  });

  test('the home page does not wait for a remote it does not use', async ({ page }) => {
    await memberArea.stop();
    await memberArea.routeConfig(page);
    await page.goto('/');
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });
});
