import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CapitalPage from './capital-page';
import { catalogues } from './i18n';

afterEach(() => {
  activateLocale('en');
});

function renderPage() {
  return render(
    <MemoryRouter>
      <CapitalPage />
    </MemoryRouter>,
  );
}

describe('CapitalPage', () => {
  it('speaks English by default', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Who We Serve' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entrepreneurs' })).toBeInTheDocument();
    expect(screen.getByText('Stage 1')).toBeInTheDocument();
  });

  it('speaks Gujarati when the page is in Gujarati', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await act(async () => {
      renderPage();
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'અમે કોને સેવા આપીએ છીએ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ઉદ્યોગસાહસિકો' })).toBeInTheDocument();
    expect(screen.getByText('તબક્કો 1')).toBeInTheDocument();
  });
});
