import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { catalogues } from './i18n';
import VisitorStopEmailsPage from './visitor-stop-emails-page';

afterEach(() => {
  activateLocale('en');
  window.location.hash = '';
});

it('asks a visitor in Hindi to open the link from their e-mail', async () => {
  await activateLocale('hi');
  await loadCatalogue(catalogues, 'hi');
  window.location.hash = '';
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VisitorStopEmailsPage />
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('heading', { level: 1, name: 'मीटिंग के ई-मेल' })).toBeInTheDocument();
  expect(screen.getByText('अपने ई-मेल का लिंक खोलें')).toBeInTheDocument();
});
