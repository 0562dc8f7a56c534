import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { answer, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues as noticeCatalogues } from '@/components/membership-notice/i18n';
import { catalogues } from './i18n';
import MyCompassPage from './my-compass-page';

const server = setUpFakeApi();

afterEach(() => {
  activateLocale('en');
  vi.restoreAllMocks();
});

describe('My Compass in Hindi', () => {
  it('says where it is taking the member, in Hindi, and offers the way back', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await loadCatalogue(noticeCatalogues, 'hi');
    vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(answer('get', '/membership', { membership: null }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <MyCompassPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'मेरा कम्पास पर ले जा रहे हैं' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'मेरा कम्पास खोलें' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'मेरा खाता पर वापस' })).toBeInTheDocument();
  });
});
