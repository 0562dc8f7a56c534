import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { drawnPng } from '../support/images';
import { signInByEmail, signInByMobile } from '../support/sign-in';
import { API_URL } from '../support/site';

const POSTER = 'member@demo.club';
/** The poster signs in by mobile: e-mail codes are limited to 5 an hour per address, and other specs use them. */
const POSTER_MOBILE = '9800000002';
const SAVER = 'ketan.desai@demo.club';
/** The demo member's registered subcategory. */
const SUBCATEGORY_ID = 12;

interface OutboxMessage {
  to: string;
  subject: string | null;
  text: string;
}

async function signedInPage(
  browser: Browser,
  signIn: (page: Page) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/signin');
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toContainText('My Account');
  return page;
}

async function mailTo(address: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(address)}`);
  return (await response.json()) as OutboxMessage[];
}

/** Opens the header's language menu (it shows `from`) and picks `to`. */
async function chooseLanguage(page: Page, from: string, to: string): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await nav.locator('summary', { hasText: from }).click();
  await nav.getByRole('link', { name: to, exact: true }).click();
}

function leadCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test.describe('business leads', () => {
  test('a member posts a lead with two images; another saves and unsaves it, follows its subcategory and gets a digest; the poster deletes it', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `Brass gate valves wanted ${Date.now()}`;
    const subcategory = (
      (await (await fetch(`${API_URL}/subcategories?categoryId=1`)).json()) as {
        items: { id: number; name: string }[];
      }
    ).items.find((item) => item.id === SUBCATEGORY_ID);
    if (!subcategory) throw new Error('the demo subcategory is missing');

    // The saver follows the subcategory for lead alerts.
    const saver = await signedInPage(browser, (page) => signInByEmail(page, SAVER));
    await saver.goto('/my-leads');
    await expect(saver.getByRole('heading', { level: 1, name: 'Business Leads' })).toBeVisible();
    await saver.getByText('Lead alerts').click();
    const follow = saver.getByRole('checkbox', { name: subcategory.name }).first();
    // A retried run finds the subcategory followed already: start again from none.
    if (await follow.isChecked()) {
      await follow.uncheck();
      await saver.getByRole('button', { name: 'Save alerts' }).click();
      await expect(saver.getByText('Not following any subcategory')).toBeVisible();
    }
    await follow.check();
    await saver.getByRole('button', { name: 'Save alerts' }).click();
    await expect(saver.getByText('Lead alerts saved.')).toBeVisible();
    await expect(saver.getByText('Following 1 subcategory')).toBeVisible();
    await saver.getByRole('tab', { name: 'Saved Leads' }).click();
    await expect(
      saver.getByText("You haven't saved any leads yet.", { exact: false }),
    ).toBeVisible();
    // The saver reads the club in Gujarati: chosen in the header, kept in the profile, so
    // the lead alert comes in Gujarati too.
    await chooseLanguage(saver, 'English', 'ગુજરાતી');
    await expect(saver).toHaveURL(/\/gu\/my-leads$/);
    await expect(saver.locator('html')).toHaveAttribute('lang', 'gu-IN');

    // The poster creates the lead on /create-lead.
    const poster = await signedInPage(browser, (page) => signInByMobile(page, POSTER_MOBILE));
    await poster.goto('/my-leads');
    await poster.getByRole('link', { name: 'Create New Lead' }).click();
    await expect(poster).toHaveURL(/\/create-lead$/);
    await expect(poster.getByText('Vishwamitri Precision Castings Pvt Ltd')).toBeVisible();
    await expect(
      poster.getByText('Leads can only be created in your registered category and subcategory.'),
    ).toBeVisible();
    const submit = poster.getByRole('button', { name: 'Create Lead' });
    await expect(submit).toBeDisabled();
    await poster.getByLabel('Title').fill(title);
    await poster.getByLabel('Brief description').fill('500 pieces, DN50, ISI marked');
    // A half-filled form survives a reload.
    await poster.reload();
    await expect(poster.getByLabel('Title')).toHaveValue(title);
    await poster
      .getByLabel('Detailed description')
      .fill('DN50 brass gate valves, delivered to Vadodara within 30 days of the order.');
    await poster.getByLabel('Location').fill('Vadodara, Gujarat');
    await poster.getByLabel('Phone').fill('+91 98765 43210');
    await poster.getByLabel('E-mail').fill('buying@vishwamitri.example');
    await poster.locator('input[type="file"]').setInputFiles([
      {
        name: 'front.png',
        mimeType: 'image/png',
        buffer: await drawnPng(poster, { background: '#1e2a6e', square: '#ffffff' }),
      },
      {
        name: 'side.png',
        mimeType: 'image/png',
        buffer: await drawnPng(poster, { background: '#b45309', square: '#ffffff' }),
      },
    ]);
    await expect(
      poster.getByRole('list', { name: 'Chosen images' }).getByRole('listitem'),
    ).toHaveCount(2);
    expect(await seriousViolations(poster)).toEqual([]);
    await submit.click();
    await expect(poster.getByRole('dialog', { name: 'Lead created successfully!' })).toBeVisible();
    await poster.getByRole('button', { name: 'OK' }).click();
    await expect(poster).toHaveURL(/\/my-leads$/);

    // Under Browse and My Leads, with its two images.
    await expect(leadCard(poster, title)).toBeVisible();
    await expect(leadCard(poster, title).getByText('2 images')).toBeVisible();
    await poster.getByRole('tab', { name: 'My Leads' }).click();
    await expect(leadCard(poster, title)).toBeVisible();
    expect(await seriousViolations(poster)).toEqual([]);

    // The detail: its own address, a carousel that wraps around, the back button closes it.
    await leadCard(poster, title)
      .getByRole('button', { name: `View details: ${title}` })
      .click();
    const dialog = poster.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(poster).toHaveURL(/\/my-leads\?lead=[0-9a-f-]{36}$/);
    const leadUrl = poster.url();
    const leadId = new URL(leadUrl).searchParams.get('lead') ?? '';
    await expect(dialog.locator('[aria-roledescription="slide"][data-active]')).toHaveAttribute(
      'aria-label',
      /^1 of 2/,
    );
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    await expect(dialog.locator('[aria-roledescription="slide"][data-active]')).toHaveAttribute(
      'aria-label',
      /^2 of 2/,
    );
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    await expect(dialog.locator('[aria-roledescription="slide"][data-active]')).toHaveAttribute(
      'aria-label',
      /^1 of 2/,
    );
    await expect(dialog.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(dialog.getByRole('link', { name: 'buying@vishwamitri.example' })).toHaveAttribute(
      'href',
      'mailto:buying@vishwamitri.example',
    );
    await expect(dialog.getByRole('button', { name: 'Delete Lead' })).toBeVisible();
    expect(await seriousViolations(poster)).toEqual([]);
    await poster.goBack();
    await expect(dialog).toBeHidden();
    await expect(poster).toHaveURL(/\/my-leads$/);

    // The shared address opens the same lead in a new page.
    const shared = await poster.context().newPage();
    await shared.goto(leadUrl);
    await expect(shared.getByRole('dialog', { name: title })).toBeVisible();
    await shared.close();

    // The follower's digest links to the lead; the poster gets none for its own lead.
    await expect
      .poll(
        async () =>
          (await mailTo(SAVER)).some(
            (message) =>
              message.subject === `નવી લીડ: ${title}` &&
              message.text.includes(`/my-leads?lead=${leadId}`),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect((await mailTo(POSTER)).filter((message) => message.subject?.includes(title))).toEqual(
      [],
    );

    // Back to English (saved in the profile again).
    await chooseLanguage(saver, 'ગુજરાતી', 'English');
    await expect(saver).toHaveURL(/\/my-leads$/);
    await expect(saver.locator('html')).toHaveAttribute('lang', 'en-IN');

    // Another member saves it, finds it under Saved Leads and unsaves it there.
    await saver.getByRole('tab', { name: 'Browse Leads' }).click();
    await saver.getByRole('searchbox', { name: 'Search leads' }).fill(title);
    await leadCard(saver, title)
      .getByRole('button', { name: `Save lead: ${title}` })
      .click();
    await expect(
      leadCard(saver, title).getByRole('button', { name: `Unsave lead: ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await saver.getByRole('searchbox', { name: 'Search leads' }).fill('');
    await saver.getByRole('tab', { name: 'Saved Leads' }).click();
    await expect(leadCard(saver, title)).toBeVisible();
    await leadCard(saver, title)
      .getByRole('button', { name: `Unsave lead: ${title}` })
      .click();
    await expect(leadCard(saver, title)).toHaveCount(0);
    await expect(
      saver.getByText("You haven't saved any leads yet.", { exact: false }),
    ).toBeVisible();
    // Saved again from the detail, to see it go when the poster deletes the lead.
    await saver.goto(leadUrl);
    await saver
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: 'Save Lead' })
      .click();
    await expect(
      saver.getByRole('dialog', { name: title }).getByRole('button', { name: 'Saved' }),
    ).toBeVisible();
    await expect(
      saver.getByRole('dialog', { name: title }).getByRole('button', { name: 'Delete Lead' }),
    ).toHaveCount(0);

    // The poster deletes it after confirming.
    await poster.getByRole('tab', { name: 'My Leads' }).click();
    await leadCard(poster, title)
      .getByRole('button', { name: `Delete lead: ${title}` })
      .click();
    const confirm = poster.getByRole('dialog', { name: 'Delete lead' });
    await expect(confirm).toContainText(
      `Are you sure you want to delete the lead "${title}"? This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Delete Lead' }).click();
    await expect(poster.getByRole('dialog', { name: 'Lead deleted successfully!' })).toBeVisible();
    await poster.getByRole('button', { name: 'OK' }).click();
    await expect(leadCard(poster, title)).toHaveCount(0);

    // Gone from the other member's lists too.
    await saver.goto('/my-leads');
    await saver.getByRole('tab', { name: 'Saved Leads' }).click();
    await expect(
      saver.getByText("You haven't saved any leads yet.", { exact: false }),
    ).toBeVisible();
    await saver.getByRole('tab', { name: 'Browse Leads' }).click();
    // The list has loaded (the demo data's leads are there), without the deleted one.
    await expect(
      saver.getByRole('list', { name: 'Browse Leads' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(leadCard(saver, title)).toHaveCount(0);
  });
});
