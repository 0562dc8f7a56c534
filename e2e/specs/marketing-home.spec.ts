import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { expectInClubInbox } from '../support/mailbox';
import { signInByEmail } from '../support/sign-in';
import { API_URL, PORT_BASE, SITE_URL } from '../support/site';

/*
 * The home page against the built, composed site. Most news specs answer
 * GET /news with fixtures that follow the contract (newsListResponseSchema),
 * or abort it to play "API down", so they can check every display rule; the
 * 'real API' specs read the demo news of the worker's own API (support/test.ts).
 */

const SITE_ORIGIN = SITE_URL;
const API_ORIGIN = API_URL;
const NEWS_URL = `${API_ORIGIN}/news*`;

const CORS = {
  'access-control-allow-origin': SITE_ORIGIN,
  'access-control-allow-credentials': 'true',
};

/** A 640 × 360 gradient as a data URL: an image that always loads. */
const GOOD_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#1e3a8a"/></svg>',
)}`;

interface NewsFixture {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  imageKey: string | null;
  source: string | null;
  externalUrl: string | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

function newsItem(index: number, overrides: Partial<NewsFixture> = {}): NewsFixture {
  const createdAt = `2026-11-${String(10 + index).padStart(2, '0')}T09:30:00.000Z`;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Headline ${index}`,
    content: `Story ${index}`,
    imageUrl: GOOD_IMAGE,
    imageKey: null,
    source: 'Trade Desk',
    externalUrl: `https://example.com/news/${index}`,
    tags: ['Export'],
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

const NEWS = [
  newsItem(1, { title: 'Morbi tile exports climb as European buyers diversify' }),
  newsItem(2, {
    title: 'New incentive window for specialty chemicals',
    imageUrl: `${API_ORIGIN}/uploads/missing-picture.jpg`,
    tags: ['Policy'],
  }),
  newsItem(3, {
    title: 'Club members open a shared testing lab in Rajkot',
    externalUrl: null,
    source: null,
    tags: [],
  }),
];

/** Answers GET /news with `items`; counts the calls. */
async function serveNews(page: Page, items: () => NewsFixture[]): Promise<{ calls: number }> {
  const counter = { calls: 0 };
  await page.route(NEWS_URL, async (route: Route) => {
    counter.calls += 1;
    await route.fulfill({ json: { items: items(), nextCursor: null }, headers: CORS });
  });
  // The broken picture: nothing serves it.
  await page.route(`${API_ORIGIN}/uploads/**`, (route) => route.fulfill({ status: 404 }));
  return counter;
}

const heroDots = (page: Page) => page.getByRole('group', { name: 'Choose slogan' });
const latestNews = (page: Page) => page.getByRole('list', { name: 'Latest news' });

/** Scrolls down to Cuts' news: they load once the visitor heads for them. */
async function showCuts(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Cuts' })).toBeVisible();
  await page.evaluate(() =>
    document
      .querySelector('[data-testid="news-skeleton"], [data-testid="news-carousel"]')
      ?.scrollIntoView({ block: 'center' }),
  );
}

/** Index (1-based) of the hero dot marked current. */
async function currentHeroSlide(page: Page): Promise<number> {
  const label = await heroDots(page).locator('[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.replace('Go to slide ', ''));
}

const CLOCK_START = new Date('2026-11-23T09:00:00+05:30');

/** Fakes the page clock; call before navigation. */
async function installClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START });
}

/** Stops the page clock (an hour on, firing due timers once) so only runFor moves time. */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 60 * 60 * 1000));
}

test.describe('home page: hero', () => {
  test('has one h1 and advances every 4 s; a dot jumps to its slide', async ({ page }) => {
    await serveNews(page, () => NEWS);
    await installClock(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(heroDots(page)).toBeVisible();
    // A first visit shows the page before its code: the style sheet rotates the slogans (on
    // the browser's own clock), the second shown 4 s on.
    await expect(page.locator('[data-held]')).toHaveCount(1);
    await expect
      .poll(
        () =>
          page
            .getByTestId('hero-slides')
            .getByRole('group', { name: '2 of 3', exact: true, includeHidden: true })
            .evaluate((slide) => getComputedStyle(slide).opacity),
        { timeout: 10_000 },
      )
      .toBe('1');
    // A pointer over the dots starts the page's code, which takes the rotation over.
    await heroDots(page).hover();
    await expect(page.locator('[data-held]')).toHaveCount(0);
    await page.mouse.move(5, 5);
    await freezeClock(page);

    const first = await currentHeroSlide(page);
    await page.clock.runFor(4000);
    await expect.poll(() => currentHeroSlide(page)).toBe((first % 3) + 1);
    await page.clock.runFor(4000);
    await expect.poll(() => currentHeroSlide(page)).toBe(((first + 1) % 3) + 1);

    await heroDots(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(heroDots(page).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      page.getByRole('region', { name: 'Club slogans' }).getByRole('group', { name: '1 of 3' }),
    ).toBeVisible();
  });

  test('stays still under reduced motion', async ({ page }) => {
    await serveNews(page, () => NEWS);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installClock(page);
    await page.goto('/');
    await expect(heroDots(page)).toBeVisible();
    await freezeClock(page);
    await page.clock.runFor(12_000);
    expect(await currentHeroSlide(page)).toBe(1);
    await expect(page.getByRole('button', { name: 'Pause slogans' })).toHaveCount(0);
  });
});

test.describe('home page: Cuts news carousel', () => {
  test('shows the news of the API, with a fallback tile for a broken image', async ({ page }) => {
    await serveNews(page, () => NEWS);
    await page.goto('/');
    await showCuts(page);
    const list = latestNews(page);
    await expect(list.getByRole('article')).toHaveCount(3);
    await expect(
      list.getByRole('heading', { name: /Morbi tile exports climb/ }).first(),
    ).toBeVisible();

    const external = list.getByRole('link', { name: /Morbi tile exports climb/ });
    await expect(external).toHaveAttribute('href', 'https://example.com/news/1');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const broken = list.getByRole('article').filter({ hasText: 'New incentive window' });
    await expect(broken.getByTestId('news-image-fallback')).toHaveText(/^P\s*Policy$/);
    await expect(broken.locator('img')).toHaveCount(0);

    const inHouse = list.getByRole('article').filter({ hasText: 'shared testing lab' });
    await expect(inHouse.getByRole('link')).toHaveCount(0);
    await expect(inHouse).toContainText('BizBridge Club');
    await expect(inHouse).toContainText('General');
    await expect(inHouse).toContainText('Nov 13, 2026');

    // Three copies for a seamless loop; only the first is exposed.
    await expect(page.getByTestId('news-carousel').locator('ul')).toHaveCount(3);
    await expect(page.getByTestId('news-carousel').locator('ul[aria-hidden="true"]')).toHaveCount(
      2,
    );
    await expect(
      page.getByTestId('news-carousel').locator('ul[aria-hidden="true"] a:not([tabindex="-1"])'),
    ).toHaveCount(0);
  });

  test('scrolls continuously while on screen and pauses on hover', async ({ page }) => {
    await serveNews(page, () => NEWS);
    await page.goto('/');
    const carousel = page.getByTestId('news-carousel');
    const track = carousel.locator('> div');
    await showCuts(page);
    await expect(latestNews(page).getByRole('article')).toHaveCount(3);
    const offset = () =>
      track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);

    // Off screen it holds still; on screen it moves.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(carousel).not.toHaveAttribute('data-running');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-running', 'true');
    const start = await offset();
    await expect.poll(offset).toBeLessThan(start - 5);

    await carousel.hover();
    await expect(carousel).not.toHaveAttribute('data-running');
    // Held: over 300 ms it does not move (measured again until the pause has reached the frame).
    await expect
      .poll(async () => {
        const held = await offset();
        await page.waitForTimeout(300);
        return (await offset()) - held;
      })
      .toBe(0);

    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-running', 'true');
  });

  test("shows 'Failed to fetch news' with Try Again when the API is down", async ({ page }) => {
    let calls = 0;
    await page.route(NEWS_URL, async (route) => {
      calls += 1;
      await route.abort('connectionrefused');
    });
    await page.goto('/');
    await showCuts(page);
    await expect(page.getByText('Failed to fetch news')).toBeVisible({ timeout: 15_000 });
    const tryAgain = page.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toBeVisible();
    // The rest of the page is unaffected.
    await expect(page.getByRole('heading', { level: 2, name: 'Collaborate' })).toBeVisible();

    const before = calls;
    await Promise.all([page.waitForEvent('load'), tryAgain.click()]);
    await showCuts(page);
    await expect.poll(() => calls).toBeGreaterThan(before);
    await expect(page.getByText('Failed to fetch news')).toBeVisible({ timeout: 15_000 });
  });

  test('reloads the news when newsUpdated fires', async ({ page }) => {
    let items = NEWS.slice(0, 1);
    const api = await serveNews(page, () => items);
    await page.goto('/');
    await showCuts(page);
    await expect(latestNews(page).getByRole('article')).toHaveCount(1);
    const before = api.calls;

    items = [...NEWS.slice(0, 1), newsItem(7, { title: 'Fresh from the news desk' })];
    await page.evaluate(() => window.dispatchEvent(new Event('newsUpdated')));
    await expect(latestNews(page).getByRole('article')).toHaveCount(2);
    await expect(
      latestNews(page).getByRole('heading', { name: /Fresh from the news desk/ }),
    ).toBeVisible();
    expect(api.calls).toBeGreaterThan(before);
  });

  test('is a sideways-scrollable list that never moves under reduced motion', async ({ page }) => {
    await serveNews(page, () => NEWS);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await showCuts(page);
    const region = page.getByRole('region', { name: 'Latest news, scroll sideways' });
    await expect(region.getByRole('article')).toHaveCount(3);
    await expect(region.locator('ul')).toHaveCount(1);
    const transform = () =>
      region.locator('> div').evaluate((element) => getComputedStyle(element).transform);
    const before = await transform();
    await page.waitForTimeout(300);
    expect(await transform()).toBe(before);
  });
});

test.describe('home page: sections', () => {
  test('Collaborate, membership cards and customers link and read as specified', async ({
    page,
  }) => {
    await serveNews(page, () => NEWS);
    await page.goto('/');
    const collaborate = page.getByRole('region', { name: 'Collaborate' });
    for (const title of ['Connect', 'Consult', 'CoServe', 'Capital']) {
      await expect(collaborate.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(collaborate.getByRole('link', { name: 'Meet investors' })).toHaveAttribute(
      'href',
      '/capital',
    );

    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership.getByText('₹ 1,00,000 + GST')).toBeVisible();
    await expect(membership.getByText('₹ 50,000 + GST')).toHaveCount(2);
    await expect(membership.getByRole('link', { name: 'Be a Member' })).toHaveCount(3);

    const customers = page.getByRole('region', { name: 'Our Customers' });
    await expect(customers.getByText(/^USA · /)).toHaveCount(4);

    await membership.getByRole('link', { name: 'Be a Member' }).first().click();
    await expect(page).toHaveURL(/\/connect\/membership$/);
  });

  test('Our Companies advances every 4 s, with arrows and thumbnails', async ({ page }) => {
    await serveNews(page, () => NEWS);
    await installClock(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Sector clubs' });
    // Far down the page, its code loads as the visitor heads for it; the clock
    // stops only once the carousel has taken over its HTML.
    await carousel.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        carousel.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      )
      .toBe(true);
    const current = async () => {
      const label = await carousel
        .getByRole('group', { name: /^\d of 3: / })
        .getAttribute('aria-label');
      return Number(label?.charAt(0));
    };
    await expect(carousel.getByRole('group', { name: /^\d of 3: / })).toBeVisible();
    await freezeClock(page);
    // On a busy machine the 4 s timer may have fired just before the freeze: let a slide change
    // under way finish (a slide shows no "n of 3" group while it moves), then count from there.
    await page.clock.runFor(1000);

    const first = await current();
    await page.clock.runFor(4000);
    await expect.poll(current).toBe((first % 3) + 1);
    await page.clock.runFor(4000);
    await expect.poll(current).toBe(((first + 1) % 3) + 1);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(current).toBe(((first + 2) % 3) + 1);
    await carousel
      .getByRole('button', { name: 'Chemicals — slide 1: Gujarat Chemical Producers Circle' })
      .click();
    await expect(
      carousel.getByRole('group', { name: '1 of 3: Gujarat Chemical Producers Circle' }),
    ).toBeVisible();
    // No dots on wide screens.
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveCount(0);
  });

  test('Our Companies shows dots on phones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await serveNews(page, () => NEWS);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Sector clubs' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(carousel.getByRole('group', { name: /^3 of 3: / })).toBeVisible();
  });
});

test.describe('home page: Ask an Expert', () => {
  test('refuses missing fields, then sends, says so, closes and clears; scroll locked while open', async ({
    page,
  }) => {
    await serveNews(page, () => NEWS);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ask an Expert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask an Expert' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("We'll get back to you within 24 hours")).toBeVisible();
    // The page is locked in the frame after the dialog first shows.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    await expect(dialog.getByText('Please enter your phone number')).toBeVisible();
    await expect(dialog.getByText('Please enter your e-mail address')).toBeVisible();
    await expect(dialog.getByText('Please enter a subject')).toBeVisible();
    await expect(dialog.getByText('Please enter your message')).toBeVisible();

    await dialog.getByLabel('Name').fill('Asha Patel');
    await dialog.getByLabel('Phone').fill('+91 98250 12345');
    await dialog.getByLabel('E-mail').fill('asha@example.in');
    await dialog.getByLabel('Subject').fill('Export readiness');
    await dialog.getByLabel('Message').fill('We make valves in Rajkot and want US buyers.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'We have e-mailed an acknowledgement to asha@example.in',
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expectInClubInbox(
      'Ask an Expert: Export readiness',
      'We make valves in Rajkot and want US buyers.',
    );

    await page.getByRole('button', { name: 'Ask an Expert' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByLabel('Message')).toHaveValue('');
  });
});

test.describe('home page: real API', () => {
  test('shows the news the API serves, newest first', async ({ page }) => {
    const response = await page.request.get(`${API_ORIGIN}/news`);
    const { items } = (await response.json()) as { items: { title: string }[] };
    expect(items.length).toBeGreaterThan(0);
    await page.goto('/');
    await showCuts(page);
    const list = latestNews(page);
    await expect(list.getByRole('article')).toHaveCount(items.length);
    await expect(list.getByRole('article').first()).toContainText(items[0]?.title ?? '');
  });

  test('an admin who signs in gets the news manager slot', async ({ page }) => {
    await page.goto('/signin');
    await signInByEmail(page, 'admin@demo.club');
    // An administrator without a company of their own starts in the back office.
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page.getByRole('group', { name: 'Manage news' })).toBeAttached();
  });
});

test.describe('home page: admins', () => {
  const adminProfile = {
    id: '00000000-0000-4000-8000-0000000000aa',
    username: 'admin',
    email: 'admin@example.in',
    countryCode: '+91',
    mobileNumber: '9825012345',
    roles: [{ role: { name: 'admin' } }],
    companies: [],
  };

  test('get a news manager slot; the page is unaffected when news_admin is down', async ({
    page,
  }) => {
    await serveNews(page, () => NEWS);
    await page.addInitScript(() => {
      localStorage.setItem('accessToken', 'e2e-token');
      localStorage.setItem('sessionId', 'e2e-session');
    });
    await page.route(`${API_ORIGIN}/me`, (route) =>
      route.fulfill({
        json: adminProfile,
        headers: { ...CORS, 'access-control-allow-headers': 'authorization, content-type' },
      }),
    );
    await page.route(`http://localhost:${PORT_BASE + 4}/**`, (route) => route.abort());
    await page.goto('/');
    await showCuts(page);
    const slot = page.getByRole('group', { name: 'Manage news' });
    await expect(slot).toBeAttached();
    await expect(latestNews(page).getByRole('article')).toHaveCount(3);
    // Once the retries are spent, the slot says so in one line with a Retry; the page stays.
    await expect(slot.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toHaveCount(0);
    await expect(latestNews(page).getByRole('article')).toHaveCount(3);
  });

  test('visitors get no news manager', async ({ page }) => {
    await serveNews(page, () => NEWS);
    await page.goto('/');
    await showCuts(page);
    await expect(latestNews(page).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('group', { name: 'Manage news' })).toHaveCount(0);
  });
});

for (const width of [1280, 390]) {
  test.describe(`home page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('has no horizontal scroll and no serious accessibility violation', async ({ page }) => {
      // Two axe runs over the busiest page of the site: more than the default 30 s on a slow machine.
      test.slow();
      await serveNews(page, () => NEWS);
      await page.goto('/');
      await showCuts(page);
      await expect(latestNews(page).getByRole('article')).toHaveCount(3);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Ask an Expert' }).click();
      await expect(page.getByRole('dialog', { name: 'Ask an Expert' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
