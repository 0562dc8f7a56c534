import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { answerError, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from '../../i18n';
import { ConsentsPanel } from './consents-panel';

const server = setUpFakeApi();

afterEach(() => activateLocale('en'));

describe('Your choices in Gujarati', () => {
  it('says the choices could not be loaded, in Gujarati, with Try again', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    server.use(answerError('get', '/me/consents', 500, 'Something went wrong.'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      render(
        <MemoryRouter>
          <QueryClientProvider client={client}>
            <ConsentsPanel />
          </QueryClientProvider>
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { name: 'આપની પસંદગીઓ' })).toBeInTheDocument();
    expect(await screen.findByText('આપની પસંદગીઓ હમણાં લોડ થઈ શકી નહીં.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ફરી પ્રયાસ કરો' })).toBeInTheDocument();
  });
});
