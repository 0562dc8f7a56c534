import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues } from '../i18n';
import ProducersPage from '../producers-page';
import ProvidersPage from '../providers-page';

afterEach(() => {
  activateLocale('en');
});

describe('Producers and Providers pages in Hindi and Gujarati', () => {
  it('shows the Producers banner and tiles in Hindi', async () => {
    activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(
        <MemoryRouter>
          <ProducersPage />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'उत्पादक' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^परिधान और एक्सेसरीज़/ })).toBeInTheDocument();
  });

  it('shows the Providers banner in Gujarati', async () => {
    activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      render(
        <MemoryRouter>
          <ProvidersPage />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'સેવા પ્રદાતાઓ' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'સોળ સેવાઓ જેની દરેક ઉત્પાદકને જરૂર પડે છે' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ઉત્પાદકો જુઓ' })).toBeInTheDocument();
  });
});
