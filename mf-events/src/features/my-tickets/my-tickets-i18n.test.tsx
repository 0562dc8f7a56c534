import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues as components } from '@/components/i18n';
import { catalogues } from './i18n';
import MyTicketsPage from './my-tickets-page';

afterEach(() => activateLocale('en'));

it('titles the page in Gujarati', async () => {
  await activateLocale('gu');
  await loadCatalogue(catalogues, 'gu');
  await loadCatalogue(components, 'gu');
  await act(async () => {
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <MyTicketsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('heading', { level: 1, name: 'મારી ટિકિટો' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ઇવેન્ટ્સ' })).toBeInTheDocument();
});
