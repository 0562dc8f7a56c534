import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues as cityData } from '@/lib/city-data/i18n';
import { catalogues } from './i18n';
import LocationPage from './location-page';

afterEach(() => {
  activateLocale('en');
});

function renderPage() {
  return render(
    <MemoryRouter>
      <LocationPage />
    </MemoryRouter>,
  );
}

describe('LocationPage', () => {
  it('lists the cities in English by default', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeInTheDocument();
    expect(screen.getByText('Explore Pune')).toBeInTheDocument();
    expect(screen.getByText('Headquarters: Vadodara')).toBeInTheDocument();
  });

  it('speaks Hindi when the page is in Hindi', async () => {
    await activateLocale('hi');
    await Promise.all([loadCatalogue(catalogues, 'hi'), loadCatalogue(cityData, 'hi')]);
    await act(async () => {
      renderPage();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे स्थान' })).toBeInTheDocument();
    expect(screen.getByText('Pune को जानें')).toBeInTheDocument();
    expect(screen.getByText('मुख्यालय: Vadodara')).toBeInTheDocument();
    expect(screen.getByText('सौराष्ट्र का इंजीनियरिंग केंद्र।')).toBeInTheDocument();
  });
});
