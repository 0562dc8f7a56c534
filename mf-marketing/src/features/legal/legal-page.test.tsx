import { NO_REFUND_SENTENCE } from '@club/contract/membership/membership-lifecycle';
import en from './locales/en.json';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from './i18n';
import LegalPage from './legal-page';

async function renderPolicy(path: string, basename?: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]} basename={basename}>
        <LegalPage policy="terms-of-use" />
      </MemoryRouter>,
    );
  });
}

describe('LegalPage', () => {
  afterEach(() => activateLocale('en'));

  it('in English, shows the binding text and no translation note', async () => {
    await renderPolicy('/terms-of-use');
    expect(screen.getByRole('heading', { name: '1. Acceptance of these terms' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@bizbridge.club' })).toHaveAttribute(
      'href',
      'mailto:hello@bizbridge.club',
    );
  });

  it('in Hindi, translates the policy and says the English page binds, linking to it', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await renderPolicy('/hi/terms-of-use', '/hi');
    expect(screen.getByRole('heading', { name: '1. इन शर्तों की स्वीकृति' })).toBeVisible();
    expect(screen.getByText(/सदस्यता उसके सक्रिय होने की तिथि से 12 महीनों/)).toBeVisible();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('बाध्यकारी केवल अंग्रेज़ी संस्करण है');
    expect(screen.getByRole('link', { name: 'इसे अंग्रेज़ी में पढ़ें' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'hello@bizbridge.club' })).toBeVisible();
  });

  it('in Gujarati, shows the note in Gujarati', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await renderPolicy('/gu/terms-of-use', '/gu');
    expect(screen.getByRole('note')).toHaveTextContent('બંધનકર્તા માત્ર અંગ્રેજી સંસ્કરણ છે');
    expect(screen.getByRole('link', { name: 'તેને અંગ્રેજીમાં વાંચો' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
  });
});

describe('the cancellation policy and the places where a member cancels', () => {
  it('say the same no-refund sentence', () => {
    // The English catalogue holds the policy's text; the cancel dialogs use the contract's.
    expect(en['marketing.legal.cancellation-policy.billed-charges.p1']).toContain(
      NO_REFUND_SENTENCE,
    );
  });
});
