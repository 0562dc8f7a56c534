import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectInClubInbox } from '../support/mailbox';
import { API_URL } from '../support/site';

/** The seven service pages and what each must show (spec 001 'Service pages'). */
const FRAMEWORK_SERVICES = [
  {
    path: '/consult/change-management',
    title: 'Change Management',
    pillars: ['Realign Culture', 'Unify Operations', 'Accelerate Growth'],
    actions: ['Align', 'Adapt', 'Coordinate', 'Communicate', 'Sustain'],
    clients: 3,
  },
  {
    path: '/consult/project-management',
    title: 'Project Management',
    pillars: ['Wholly Owned Entity', 'Liaison Office', 'In-house Manufacturing Facility'],
    actions: ['Align', 'Prepare', 'Confirm', 'Handhold', 'Maximize'],
    clients: 1,
  },
  {
    path: '/consult/operations-management',
    title: 'Operations Management',
    pillars: ['Measure the Men', 'Manage the Materials', 'Maximize the Machines'],
    actions: ['Build', 'Identify', 'Monitor', 'Comply', 'Manage'],
    clients: 5,
  },
  {
    path: '/coserve/market-development',
    title: 'Market Development',
    pillars: ['Build Relationships', 'Increase Revenue', 'Grow Worldwide'],
    actions: ['Innovate', 'Collaborate', 'Cultivate', 'Negotiate', 'Execute'],
    clients: 0,
  },
  {
    path: '/coserve/artificial-intelligence',
    title: 'Artificial Intelligence',
    pillars: ['Accuracy', 'Algorithms', 'Automation'],
    actions: ['Improve', 'Ensure', 'Personalize', 'Minimize', 'Forecast'],
    clients: 0,
  },
] as const;

const DESCRIPTIVE_SERVICES = [
  {
    path: '/coserve/market-research',
    title: 'Market Research',
    overview: 'Research that answers business questions',
    cards: 'We Help to...',
  },
  {
    path: '/coserve/market-exposition',
    title: 'Market Exposition',
    overview: 'Exhibitions that pay for themselves',
    cards: 'We Assist to...',
  },
] as const;

const main = (page: Page) => page.locator('main');
// A dialog locks the page's scrolling in the frame after it first shows: poll for it.
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

async function openInquiry(page: Page) {
  await main(page).getByRole('button', { name: 'Inquire Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Expert Help' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('service pages', () => {
  for (const service of FRAMEWORK_SERVICES) {
    test(`${service.title} shows its pillars, actions and clients`, async ({ page }) => {
      await page.goto(service.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(service.title);
      const pillars = main(page).getByRole('list', { name: `${service.title} pillars` });
      await expect(pillars.getByRole('heading', { level: 3 })).toHaveText([...service.pillars]);
      const actions = main(page).getByRole('list', { name: `${service.title} actions` });
      await expect(actions.getByRole('heading', { level: 3 })).toHaveText([...service.actions]);
      // Every pillar and action comes with a real description.
      for (const item of [
        ...(await pillars.getByRole('listitem').all()),
        ...(await actions.getByRole('listitem').all()),
      ]) {
        expect((await item.innerText()).length).toBeGreaterThan(80);
      }
      const clients = main(page).getByRole('list', { name: 'Client companies' });
      if (service.clients === 0) {
        await expect(main(page).getByRole('heading', { name: 'Our Clients' })).toHaveCount(0);
        await expect(clients).toHaveCount(0);
      } else {
        await expect(main(page).getByRole('heading', { name: 'Our Clients' })).toBeVisible();
        await expect(clients.getByRole('listitem')).toHaveCount(service.clients);
      }
      await expect(main(page).getByRole('button', { name: 'Inquire Now' })).toBeVisible();
    });
  }

  for (const service of DESCRIPTIVE_SERVICES) {
    test(`${service.title} shows its description and '${service.cards}' cards`, async ({
      page,
    }) => {
      await page.goto(service.path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(
        main(page).getByRole('heading', { level: 2, name: service.overview }),
      ).toBeVisible();
      const cards = main(page).getByRole('list', { name: service.cards });
      await expect(
        main(page).getByRole('heading', { level: 2, name: service.cards }),
      ).toBeVisible();
      expect(await cards.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
      const dialog = await openInquiry(page);
      await expect(dialog.getByLabel(/Subject/)).toHaveValue(service.title);
    });
  }
});

test.describe('Get Expert Help form', () => {
  test('refuses missing fields, sends a valid message to the club, clears and closes, locks the scroll', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/consult/change-management');
    expect(await bodyOverflow(page)).toBe('');
    const dialog = await openInquiry(page);
    await expect(dialog.getByText("We'll get back to you within 24 hours")).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await expect(dialog.getByLabel(/Phone/)).toHaveAttribute('type', 'tel');
    await expect(dialog.getByLabel(/E-mail/)).toHaveAttribute('type', 'email');

    await dialog.getByLabel(/Subject/).fill('');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toBeVisible();
    for (const message of [
      'Please enter your name',
      'Please enter your phone number',
      'Please enter your e-mail address',
      'Please enter a subject',
      'Please enter your message',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByLabel(/Full name/).fill('Asha Patel');
    await expect(dialog.getByText('Please enter your name')).toHaveCount(0);
    await dialog.getByLabel(/Phone/).fill('+91 98250 12345');
    await dialog.getByLabel(/E-mail/).fill('asha@example.in');
    await dialog.getByLabel(/Subject/).fill('Culture change after a merger');
    await dialog
      .getByLabel(/Message/)
      .fill('We merged two family firms and need help aligning teams.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('status')).toContainText('Your message has been sent.');
    await expect(dialog.getByRole('status')).toContainText('asha@example.in');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');

    const reopened = await openInquiry(page);
    await expect(reopened.getByLabel(/Full name/)).toHaveValue('');
    await expect(reopened.getByLabel(/Phone/)).toHaveValue('');
    await expect(reopened.getByLabel(/E-mail/)).toHaveValue('');
    await expect(reopened.getByLabel(/Message/)).toHaveValue('');
    expect(posts).toEqual([`${API_URL}/inquiries`]);
    await expectInClubInbox(
      'Get Expert Help: Culture change after a merger',
      'We merged two family firms and need help aligning teams.',
    );
  });

  test('closes with the X button, a backdrop click and Escape', async ({ page }) => {
    await page.goto('/coserve/market-exposition');

    let dialog = await openInquiry(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');

    dialog = await openInquiry(page);
    // A click on the dimmed backdrop (the top-left corner, outside the panel) closes it.
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');

    dialog = await openInquiry(page);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
    await expect(main(page).getByRole('button', { name: 'Inquire Now' })).toBeFocused();
  });
});

test.describe('client logo tooltips at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('show the name and designation on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/consult/change-management');
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Rakesh Mehta' });
    await expect(tooltip).toBeHidden();
    await main(page)
      .getByRole('img', { name: /Shreeji Polychem/ })
      .hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('Rakesh Mehta, Managing Director');
    await page.mouse.move(5, 400);
    await expect(tooltip).toBeHidden();

    const logos = main(page).getByRole('list', { name: 'Client companies' }).locator('figure');
    await logos.nth(1).focus();
    const second = page.getByRole('tooltip').filter({ hasText: 'Priya Desai' });
    await expect(second).toBeVisible();
    await expect(logos.nth(1)).toHaveAttribute('aria-describedby', /.+/);
    await page.keyboard.press('Escape');
    await expect(second).toBeHidden();
  });

  test('work on every page with clients', async ({ page }) => {
    await page.goto('/consult/operations-management');
    await main(page)
      .getByRole('img', { name: /Aravalli Marble Works/ })
      .hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Vikram Singh Rathore' })).toHaveText(
      'Vikram Singh Rathore, Proprietor',
    );
  });
});

test.describe('client logo tooltips at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('do not appear on hover or focus', async ({ page }) => {
    await page.goto('/consult/change-management');
    const logo = main(page).getByRole('img', { name: /Shreeji Polychem/ });
    await logo.scrollIntoViewIfNeeded();
    await logo.hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Rakesh Mehta' })).toBeHidden();
    await main(page)
      .getByRole('list', { name: 'Client companies' })
      .locator('figure')
      .first()
      .focus();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Rakesh Mehta' })).toBeHidden();
  });
});
