import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { catalogues } from '../i18n';
import { LeadCard } from './lead-card';
import { TEST_LEAD } from './test-lead';

afterEach(() => activateLocale('en'));

describe('a lead card in Hindi', () => {
  it('labels its buttons and counts its responses in Hindi, the lead itself as written', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(
        <LeadCard
          lead={{ ...TEST_LEAD, responseCount: 3, respondedAt: '2026-11-21T10:00:00.000Z' }}
          onOpen={() => undefined}
          onToggleSave={() => undefined}
          onDelete={() => undefined}
        />,
      );
    });
    expect(screen.getByRole('heading', { name: 'Brass gate valves wanted' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'लीड सेव करें: Brass gate valves wanted' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'विवरण देखें: Brass gate valves wanted' }),
    ).toHaveTextContent('विवरण देखें');
    expect(
      screen.getByRole('button', { name: 'लीड हटाएँ: Brass gate valves wanted' }),
    ).toHaveTextContent('हटाएँ');
    expect(screen.getByText('जवाब दिया')).toBeInTheDocument();
    expect(screen.getByText('3 जवाब')).toBeInTheDocument();
  });
});
