import { expect, test } from '../support/test';
import { CLUB_NAME } from '@club/contract/copy/club';
import { seriousViolations } from '../support/axe';
import { memberCards } from '../support/members';
import { MEMBER_EMAIL } from '../support/routes';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';

const SANJEEVANI = 'Sanjeevani Occupational Health Clinic';
const SANJEEVANI_OWNER = 'Dr Arun Prakash';

test.describe("a member company's page", () => {
  test('a visitor sees what a company does but not its contacts; a member opens companies from both directories and a lead, with contacts', async ({
    page,
  }) => {
    test.setTimeout(120_000);

    // A visitor: from Our Members to the company's page.
    await page.goto('/members?q=Sanjeevani');
    const card = memberCards(page).filter({ hasText: SANJEEVANI });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: /Know More/ })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
    await card.getByRole('link', { name: SANJEEVANI, exact: true }).click();
    await expect(page).toHaveURL(/\/members\/[0-9a-f-]{36}$/);
    const companyUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: SANJEEVANI })).toBeVisible();
    await expect(page).toHaveTitle(`${SANJEEVANI} | ${CLUB_NAME}`);
    await expect(page.getByText('Provider', { exact: true })).toBeVisible();
    await expect(page.getByText('Chennai, India')).toBeVisible();
    await expect(page.getByText(/^Occupational health centres, pre-employment/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Core products and services' }).getByRole('listitem'),
    ).toContainText(['Factory health centres', 'Periodic medical checks']);
    await expect(page.getByRole('region', { name: 'Key clients' })).toContainText(
      'Leather tanneries',
    );
    const contact = page.locator('main').getByRole('region', { name: 'Contact' });
    await expect(contact).toContainText(
      'Contact details are shown to members with an active membership.',
    );
    await expect(page.getByText(SANJEEVANI_OWNER)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('@');
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The site server answers the page's address itself (no soft 404), and an unknown id says so.
    expect((await page.request.get(companyUrl)).status()).toBe(200);
    await page.goto('/members/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Member not found | ${CLUB_NAME}`);
    await expect(page.getByRole('link', { name: 'See all members' })).toHaveAttribute(
      'href',
      '/members',
    );

    // A member: from Meet the Members, with contacts.
    await page.goto('/signin');
    await signInByEmail(page, MEMBER_EMAIL);
    await expectSignedInHeader(page);
    await page.goto('/meet-members');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('SANJEEVANI');
    await expect(memberCards(page)).toHaveCount(1);
    await memberCards(page).first().getByRole('link', { name: SANJEEVANI, exact: true }).click();
    await expect(page).toHaveURL(companyUrl);
    await expect(page.getByRole('heading', { level: 1, name: SANJEEVANI })).toBeVisible();
    const contacts = page.locator('main').getByRole('region', { name: 'Contact' });
    await expect(contacts.getByText(SANJEEVANI_OWNER)).toBeVisible();
    await expect(contacts.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(contacts.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(contacts).not.toContainText('shown to members with an active membership');

    // A member: from a lead's company name in its detail.
    await page.goto('/my-leads');
    const firstLead = page.getByRole('button', { name: /^View details: / }).first();
    await expect(firstLead).toBeVisible();
    const leadTitle = ((await firstLead.getAttribute('aria-label')) ?? '').replace(
      'View details: ',
      '',
    );
    await firstLead.click();
    const dialog = page.getByRole('dialog', { name: leadTitle });
    await expect(dialog).toBeVisible();
    // The detail opens at its top, its title focused.
    await expect(
      dialog.getByRole('heading', { name: leadTitle }).locator('[tabindex]'),
    ).toBeFocused();
    const companyLink = dialog.locator('a[href^="/members/"]');
    await expect(companyLink).toHaveCount(1);
    const companyName = ((await companyLink.textContent()) ?? '').trim();
    expect(companyName.length).toBeGreaterThan(0);
    await companyLink.click();
    await expect(page).toHaveURL(/\/members\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByRole('region', { name: 'Contact' })
        .locator('a[href^="tel:"]')
        .first(),
    ).toBeVisible();
  });
});
