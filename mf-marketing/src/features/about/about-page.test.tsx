import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AboutPage from './about-page';
import { catalogues } from './i18n';

afterEach(() => {
  activateLocale('en');
});

describe('AboutPage', () => {
  it('speaks English by default', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Members' })).toBeInTheDocument();
  });

  it('speaks Hindi when the page is in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => {
      render(
        <MemoryRouter>
          <AboutPage />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हमारे मूल्य' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे सदस्य' })).toBeInTheDocument();
  });
});
