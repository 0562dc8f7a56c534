import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectInClubInbox, latestMail, linkIn } from '../support/mailbox';
import { API_URL } from '../support/site';

const main = (page: Page) => page.locator('main');

/** Collects every request that is not a GET (no form on these pages may send anything). */
function recordSends(page: Page): string[] {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sends.push(`${request.method()} ${request.url()}`);
  });
  return sends;
}

test.describe('Capital', () => {
  test('shows the tiles, the four steps, the ecosystem and why capital matters', async ({
    page,
  }) => {
    await page.goto('/capital');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Capital');
    const tiles = main(page).getByRole('list', { name: 'Who we serve' });
    await expect(tiles.getByRole('heading', { level: 3 })).toHaveText([
      'Entrepreneurs',
      'Investors',
    ]);
    const steps = main(page).getByRole('list', { name: 'How it works, in four steps' });
    await expect(main(page).getByRole('heading', { level: 2, name: 'How it Works' })).toBeVisible();
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Profile Submission',
      'Investor Match',
      'Strategic Guidance',
      'Deal Facilitation',
    ]);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Complete Capital Ecosystem' }),
    ).toBeVisible();
    await expect(
      main(page)
        .getByRole('list', { name: 'Capital services, by stage' })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(['Pre-Investment Support', 'Investment Process', 'Post-Investment Growth']);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'Why Capital Matters' }),
    ).toBeVisible();
  });
});

test.describe('Continuous Education', () => {
  test('shows one live and two upcoming sessions, and Why Attend?', async ({ page }) => {
    await page.goto('/continuous-education');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Continuous Education');
    const sessions = main(page).getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(3);
    await expect(main(page).getByText('LIVE NOW')).toHaveCount(1);
    await expect(sessions.first().getByText('LIVE NOW')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Join Live Session' })).toHaveCount(1);
    await expect(main(page).getByRole('button', { name: 'Join When Live' })).toHaveCount(2);
    await expect(sessions.first()).toContainText('Meera Joshi');
    await expect(sessions.first()).toContainText('60 minutes');
    await expect(sessions.first()).toContainText('35 min left');
    await expect(
      main(page)
        .getByRole('list', { name: 'Reasons to attend' })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(['Expert Educators', 'Interactive Learning', 'Flexible Schedule']);
  });

  test("every session button only says, in the site's dialog, that a link will come", async ({
    page,
  }) => {
    const sends = recordSends(page);
    await page.goto('/continuous-education');
    const buttons = main(page)
      .getByRole('list', { name: 'Sessions' })
      .getByRole('button', { name: /^(Join Live Session|Join When Live|View Recording)$/ });
    await expect(buttons).toHaveCount(3);
    let nativeDialogs = 0;
    page.on('dialog', (dialog) => {
      nativeDialogs += 1;
      void dialog.dismiss();
    });
    for (const button of await buttons.all()) {
      await button.click();
      const told = page.getByRole('dialog', { name: /meeting link .* will be provided/ });
      await expect(told).toBeVisible();
      await told.getByRole('button', { name: 'OK' }).click();
      await expect(told).toBeHidden();
      await expect(button).toBeFocused();
    }
    expect(nativeDialogs).toBe(0);
    await expect(page).toHaveURL(/\/continuous-education$/);
    expect(sends).toEqual([]);
  });
});

test.describe('About Us', () => {
  test('shows the purpose, the three values and labelled statistics', async ({ page }) => {
    await page.goto('/about');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Our Purpose' })).toBeVisible();
    await expect(
      main(page).getByRole('list', { name: 'Our values' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Honesty', 'Sincerity', 'Integrity']);
    await expect(
      main(page).getByRole('heading', { level: 2, name: 'The Club in Numbers' }),
    ).toBeVisible();
    const stats = main(page).getByLabel('Club statistics');
    // No member count written into the page: Our Members shows the live one.
    await expect(stats.getByRole('term')).toHaveText([
      'Producer sectors',
      'Provider categories',
      'Business cities',
      'Offices, in India and the USA',
    ]);
    await expect(main(page).getByText('120+')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Our Members' })).toHaveAttribute(
      'href',
      '/members',
    );
  });
});

test.describe('Contact Us', () => {
  const THANKS = 'Thank you for your message! We will get back to you soon.';

  test('shows both offices with phones and the contact e-mail', async ({ page }) => {
    await page.goto('/contact');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(main(page).getByRole('link', { name: /hello@bizbridge\.club/ })).toHaveAttribute(
      'href',
      'mailto:hello@bizbridge.club',
    );
    await expect(main(page).getByText('Race Course Road, Alkapuri')).toBeVisible();
    await expect(main(page).getByText('45 Harbor View Drive, Suite 210')).toBeVisible();
    await expect(main(page).getByRole('link', { name: '+91-265-235-0400' })).toHaveAttribute(
      'href',
      'tel:+912652350400',
    );
    await expect(main(page).getByRole('link', { name: '+1 (732) 555-0142' })).toBeVisible();
  });

  test('refuses missing required fields, and errors clear as the visitor types', async ({
    page,
  }) => {
    let alerts = 0;
    page.on('dialog', (dialog) => {
      alerts += 1;
      void dialog.dismiss();
    });
    await page.goto('/contact');
    const form = main(page).getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please enter your e-mail address')).toBeVisible();
    await expect(form.getByText('Please enter your message')).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/^Name/).pressSequentially('A');
    await expect(form.getByText('Please enter your name')).toHaveCount(0);
    await expect(form.getByText('Please enter your message')).toBeVisible();
    expect(alerts).toBe(0);
  });

  test("a valid message reaches the club inbox, thanks in the site's dialog and clears the form", async ({
    page,
  }) => {
    const sends = recordSends(page);
    await page.goto('/contact');
    const form = main(page).getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/^Name/).fill('Asha Patel');
    await form.getByLabel(/^Email/).fill('asha@example.in');
    await form.getByLabel('Contact No.').fill('+91 98250 12345');
    await form.getByLabel('Company Name').fill('Patel Polymers');
    await form.getByLabel('Category').selectOption({ label: 'Producers' });
    await form.getByLabel(/^Message/).fill('We would like to join the Vadodara chapter.');

    await form.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog', { name: THANKS });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(thanks).toBeHidden();

    for (const field of [/^Name/, /^Email/, 'Contact No.', 'Company Name', /^Message/]) {
      await expect(form.getByLabel(field)).toHaveValue('');
    }
    await expect(form.getByLabel('Category')).toHaveValue('');
    expect(sends).toEqual([`POST ${API_URL}/inquiries`]);

    // The message is in the development mailbox, addressed to the club's inbox.
    await expectInClubInbox(
      'Contact Us: Asha Patel',
      'We would like to join the Vadodara chapter.',
    );
  });
});

test.describe('India Insights', () => {
  const articles = (page: Page) =>
    main(page).getByRole('list', { name: 'Articles' }).getByRole('article');

  test('shows 7 articles, then 14, then all 16', async ({ page }) => {
    await page.goto('/india-insights');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('India Insights');
    await expect(articles(page)).toHaveCount(7);
    await expect(main(page).getByText('Showing 7 of 16 articles')).toBeVisible();
    const more = main(page).getByRole('button', { name: 'Load more Articles' });
    await more.click();
    await expect(articles(page)).toHaveCount(14);
    await expect(articles(page).nth(7)).toBeFocused();
    await more.click();
    await expect(articles(page)).toHaveCount(16);
    await expect(more).toHaveCount(0);
    await expect(main(page).getByText('Showing 16 of 16 articles')).toBeVisible();
  });

  test('filters by category, and a category change resets the list and collapses', async ({
    page,
  }) => {
    await page.goto('/india-insights');
    const filters = main(page).getByRole('group', { name: 'Filter articles by category' });
    await expect(filters.getByRole('button')).toHaveText([
      /^All/,
      /^Export Management/,
      /^Project Management/,
      /^Operations Management/,
      /^Market Expansion/,
      /^Business Processes/,
      /^Artificial Intelligence/,
    ]);
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await main(page).getByRole('button', { name: 'Read Full Article' }).first().click();
    await main(page).getByRole('button', { name: 'Load more Articles' }).click();
    await expect(articles(page)).toHaveCount(14);

    await filters.getByRole('button', { name: 'Export Management' }).click();
    await expect(filters.getByRole('button', { name: 'Export Management' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(articles(page)).toHaveCount(3);
    for (const article of await articles(page).all()) {
      await expect(article).toContainText('Export Management');
    }
    await expect(main(page).getByRole('button', { name: 'Read Less' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Load more Articles' })).toHaveCount(0);

    await filters.getByRole('button', { name: 'All' }).click();
    await expect(articles(page)).toHaveCount(7);
  });

  test('expands one article at a time', async ({ page }) => {
    await page.goto('/india-insights');
    const first = articles(page).nth(0);
    const second = articles(page).nth(1);
    await first.getByRole('button', { name: 'Read Full Article' }).click();
    const firstToggle = first.getByRole('button', { name: 'Read Less' });
    await expect(firstToggle).toHaveAttribute('aria-expanded', 'true');
    const firstContent = page.locator(`#${await firstToggle.getAttribute('aria-controls')}`);
    await expect(firstContent).toBeVisible();
    expect(await firstContent.locator('p').count()).toBeGreaterThanOrEqual(3);

    await second.getByRole('button', { name: 'Read Full Article' }).click();
    await expect(second.getByRole('button', { name: 'Read Less' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Read Full Article' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(firstContent).toBeHidden();
    await expect(main(page).getByRole('button', { name: 'Read Less' })).toHaveCount(1);

    await second.getByRole('button', { name: 'Read Less' }).click();
    await expect(main(page).getByRole('button', { name: 'Read Less' })).toHaveCount(0);
  });

  test('Stay Updated signs up with a confirmation link; the mail confirms and lets the reader leave', async ({
    page,
  }) => {
    const email = `reader.${Date.now()}@example.in`;
    await page.goto('/india-insights');
    const box = main(page).getByRole('region', { name: 'Stay Updated' });
    await box.getByLabel('E-mail address').fill('not an address');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Please enter a valid e-mail address')).toBeVisible();

    await box.getByLabel('E-mail address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(
      'Almost done: we sent you an e-mail. Open the link in it to confirm your subscription.',
    );
    await expect(box.getByLabel('E-mail address')).toHaveValue('');

    const confirmation = await latestMail(email, 'Confirm your India Insights subscription');
    await page.goto(linkIn(confirmation, '/newsletter/confirm'));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'Subscription confirmed',
    );
    await expect(main(page).getByRole('status')).toHaveText(
      'Your subscription is confirmed. New India Insights articles will reach your inbox.',
    );
    await latestMail(email, 'Welcome to India Insights');

    await page.goto(linkIn(confirmation, '/newsletter/unsubscribe'));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    await main(page).getByRole('link', { name: 'Read India Insights' }).click();
    await expect(page).toHaveURL(/\/india-insights$/);

    // A link that was tampered with says so, with the way back.
    await page.goto('/newsletter/confirm?token=made-up-token-of-enough-length');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'This link does not work',
    );
  });
});
