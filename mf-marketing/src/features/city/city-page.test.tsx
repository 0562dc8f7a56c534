import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues as cityData } from '@/lib/city-data/i18n';
import CityPage from './city-page';
import { catalogues } from './i18n';

afterEach(() => {
  activateLocale('en');
});

function renderCity() {
  return render(
    <MemoryRouter>
      <CityPage city="vadodara" />
    </MemoryRouter>,
  );
}

describe('CityPage', () => {
  it('shows the city in English by default', () => {
    renderCity();
    expect(screen.getByRole('heading', { level: 1, name: 'Vadodara' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Vadodara' })).toBeInTheDocument();
    expect(
      screen.getByText('The cultural capital of Gujarat, and the home of BizBridge Club.'),
    ).toBeInTheDocument();
  });

  it('shows the city in Gujarati, its name kept', async () => {
    await activateLocale('gu');
    await Promise.all([loadCatalogue(catalogues, 'gu'), loadCatalogue(cityData, 'gu')]);
    await act(async () => {
      renderCity();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vadodara' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vadodaraમાં આપનું સ્વાગત છે' })).toBeInTheDocument();
    expect(screen.getByText('ગુજરાતની સાંસ્કૃતિક રાજધાની, અને BizBridge Clubનું ઘર.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ક્લબ મુખ્યાલય' })).toBeInTheDocument();
  });
});
