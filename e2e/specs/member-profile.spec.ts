import type { Page } from '@playwright/test';
import { gstinPan } from '@club/contract/gstin';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { drawnPng } from '../support/images';
import { counter, memberCards } from '../support/members';
import { signInByMobile } from '../support/sign-in';

function step(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Profile steps' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
}

test.describe('the demo member', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('searches Meet the Members, edits the profile in four steps with a new logo, and finds it all after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/signin');
    await signInByMobile(page, '9800000002');
    await expect(page).toHaveURL(/\/my-leads$/);

    // Meet the Members: 5 at a time, search by name, owner or category, type filter.
    await page.goto('/meet-members');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet the Members' })).toBeVisible();
    await expect(memberCards(page)).toHaveCount(5);
    const total = await counter(page, 'Total Members');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(memberCards(page)).toHaveCount(10);
    const search = page.getByRole('searchbox', { name: 'Search members' });
    // Kavach Insurance's membership ended: it is no longer a member, so not listed.
    await search.fill('KAVACH');
    await expect(page.getByText('No members found')).toBeVisible();
    await expect(memberCards(page)).toHaveCount(0);
    await search.fill('SANJEEVANI');
    await expect(memberCards(page)).toHaveCount(1);
    const card = memberCards(page).first();
    await expect(
      card.getByRole('heading', { name: 'Sanjeevani Occupational Health Clinic' }),
    ).toBeVisible();
    await expect(card.getByText('Provider', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^\+91-\d{10}$/ }).first()).toBeVisible();
    // The counters are the club's totals, whatever the search.
    expect(await counter(page, 'Total Members')).toBe(total);
    await search.fill('medical professionals');
    await expect(memberCards(page).first()).toContainText('Medical Professionals');
    await search.fill('');
    await page.getByRole('button', { name: 'Producers', exact: true }).click();
    await expect.poll(() => counter(page, 'Total Members')).toBe(total);
    for (const producer of await memberCards(page).all()) {
      await expect(producer.getByText(/^(Producer|Promoter)$/)).toBeVisible();
    }
    await search.fill('no member is called this');
    await expect(page.getByRole('heading', { name: 'No members found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The profile wizard.
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registration details' })).toBeVisible();
    await expect(page.getByText('Vishwamitri Precision Castings Pvt Ltd')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveCount(0);

    // Step 1: extra info; PAN upper-cased as typed, and it must be the one in the GSTIN.
    const gstin = await page
      .getByText(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/)
      .first()
      .textContent();
    const pan = gstinPan(gstin ?? '');
    await page.getByLabel('Website').fill('https://www.vishwamitri-castings.example');
    await page.getByLabel('City', { exact: true }).fill('Vadodara West');
    await page.getByLabel('PAN').fill('aaacv1234q');
    await expect(page.getByLabel('PAN')).toHaveValue('AAACV1234Q');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('PAN')).toHaveAccessibleDescription(
      new RegExp(`^This PAN differs from the one in your GSTIN \\(${pan}\\)`),
    );
    await page.getByLabel('PAN').fill(pan.toLowerCase());
    await expect(page.getByLabel('PAN')).toHaveValue(pan);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step(page, 'Registration Info')).toHaveAccessibleName(/done/);

    // Step 2: the logo. Wrong files first.
    await expect(page.getByRole('heading', { level: 2, name: 'Profile Image' })).toBeFocused();
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expect(page.getByText('Image size must be less than 5MB')).toBeVisible();
    await fileInput.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, renamed .png'),
    });
    await expect(page.getByText('Please select an image file')).toBeVisible();
    await fileInput.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, { width: 240, height: 80 }),
    });
    await expect(page.getByText('Profile image uploaded successfully!')).toBeVisible();
    const logo = page.getByRole('img', { name: 'Logo of Vishwamitri Precision Castings Pvt Ltd' });
    await expect(logo).toHaveAttribute('src', /\/files\/logos\/[0-9a-f-]{36}\.png$/);
    await page.getByLabel('Owner name').fill('Harshad B. Patel');
    await page.getByLabel('Primary phone').fill('+91 9712000099');

    // Step 4 before 3: steps open in any order, and nothing typed is lost.
    await step(page, 'Products & Services').click();
    const products = page.getByRole('textbox', { name: 'Core products' });
    await products.fill('  Shell moulding  ');
    await products.press('Enter');
    await products.fill('impellers');
    await products.press('Enter');
    await expect(page.getByText('impellers is already in the list')).toBeAttached();
    await page.getByRole('button', { name: 'Remove Sand castings up to 450 kg' }).click();
    const coreList = page.getByRole('list', { name: 'Core products' });
    await expect(coreList.getByRole('listitem')).toHaveText([
      'Investment castings',
      'Pump and valve bodies',
      'Impellers',
      'CNC machined components',
      'Shell moulding',
    ]);
    const clients = page.getByRole('textbox', { name: 'Key clients' });
    await clients.fill('Refinery maintenance contractors');
    await clients.press('Enter');
    await page.getByLabel('About the company').fill('Castings from Makarpura since 2004.');
    await expect(page.getByText('35/5000')).toBeVisible();

    await step(page, 'Business Details').click();
    await page.getByLabel('Firm type').selectOption({ label: 'LLP' });
    await page.getByLabel('Skilled employees', { exact: true }).fill('101');
    await page.getByLabel('Unskilled employees', { exact: true }).fill('');
    await page.getByLabel('ISO certified').uncheck();
    await page
      .getByLabel('Brief', { exact: true })
      .fill('Investment and sand castings, machined to drawing.');
    await expect(page.getByText('50/280')).toBeVisible();

    await step(page, 'Profile Image').click();
    await expect(page.getByLabel('Owner name')).toHaveValue('Harshad B. Patel');
    await expect(logo).toBeVisible();

    await step(page, 'Products & Services').click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // After a reload every value is there, and the logo shows.
    await page.reload();
    await expect(page.getByLabel('Website')).toHaveValue(
      'https://www.vishwamitri-castings.example',
    );
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Vadodara West');
    await expect(page.getByLabel('PAN')).toHaveValue(pan);
    await step(page, 'Profile Image').click();
    await expect(page.getByLabel('Owner name')).toHaveValue('Harshad B. Patel');
    await expect(page.getByLabel('Primary phone')).toHaveValue('+91 9712000099');
    await expect(logo).toBeVisible();
    expect(
      await logo.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight),
    ).toBe(3);
    await step(page, 'Business Details').click();
    await expect(page.getByLabel('Firm type')).toHaveValue('3');
    await expect(page.getByLabel('Skilled employees', { exact: true })).toHaveValue('101');
    await expect(page.getByLabel('Unskilled employees', { exact: true })).toHaveValue('0');
    await expect(page.getByLabel('ISO certified')).not.toBeChecked();
    await expect(page.getByLabel('Brief', { exact: true })).toHaveValue(
      'Investment and sand castings, machined to drawing.',
    );
    await step(page, 'Products & Services').click();
    await expect(coreList.getByRole('listitem')).toHaveText([
      'Investment castings',
      'Pump and valve bodies',
      'Impellers',
      'CNC machined components',
      'Shell moulding',
    ]);
    await expect(page.getByRole('list', { name: 'Key clients' })).toContainText(
      'Refinery maintenance contractors',
    );
    await expect(page.getByLabel('About the company')).toHaveValue(
      'Castings from Makarpura since 2004.',
    );

    // A value outside the rules is refused with the contract's message, on its step.
    await step(page, 'Registration Info').click();
    await page.getByLabel('Website').fill('not a web address');
    await step(page, 'Products & Services').click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Registration Info' })).toBeVisible();
    await expect(page.getByText('Enter a valid URL')).toBeVisible();

    // The logo also shows in the public directory.
    await page.goto('/members?q=vishwamitri');
    await expect(memberCards(page)).toHaveCount(1);
    await expect(memberCards(page).first().locator('img')).toHaveAttribute(
      'src',
      /\/files\/logos\//,
    );
  });
});
