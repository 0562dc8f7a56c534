import { apiUrl, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from './i18n';
import HomePage from './home-page';
import { catalogues as componentCatalogues } from '@/components/i18n';

// The API never answers here: the page's own parts show, the lists stay loading.
setUpFakeApi(http.get(apiUrl('/*'), () => new Promise<never>(() => undefined)));

async function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

afterEach(() => {
  activateLocale('en');
});

describe('HomePage in Hindi and Gujarati', () => {
  it('speaks Hindi', { timeout: 40_000 }, async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await loadCatalogue(componentCatalogues, 'hi');
    await renderHome();
    for (const name of ['सहयोग करें', 'सदस्यता', 'हमारे ग्राहक']) {
      await screen.findByRole('region', { name }, { timeout: 25_000 });
    }
    expect(screen.getByRole('heading', { level: 2, name: 'कट्स' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'क्लब के नारे' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'सदस्य बनें' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'विशेषज्ञ से पूछें' })).toBeInTheDocument();
    expect(screen.getByText('समाचार लोड हो रहे हैं…')).toBeInTheDocument();
  });

  it('speaks Gujarati', { timeout: 40_000 }, async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await loadCatalogue(componentCatalogues, 'gu');
    await renderHome();
    for (const name of ['સહયોગ કરો', 'સભ્યપદ', 'અમારા ગ્રાહકો']) {
      await screen.findByRole('region', { name }, { timeout: 25_000 });
    }
    expect(screen.getByRole('heading', { level: 2, name: 'કટ્સ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'નિષ્ણાતને પૂછો' })).toBeInTheDocument();
  });
});
