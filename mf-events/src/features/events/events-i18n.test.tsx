import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PaidEventView } from '@club/contract/event-tickets';
import { CityFilter } from './components/city-filter';
import { PaidEventCard } from './components/paid-event-card';
import { catalogues } from './i18n';

afterEach(() => activateLocale('en'));

const EVENT: PaidEventView = {
  id: '20000000-0000-4000-8000-000000000001',
  title: 'Export Finance Summit',
  description: 'Talks.',
  imageUrl: null,
  venue: null,
  city: 'Online',
  onlineUrl: 'https://meet.example.in/clinic',
  startsAt: '2026-12-10T12:30:00.000Z',
  cancellationCutoffAt: '2026-12-07T12:30:00.000Z',
  status: 'on-sale',
  ticketTypes: [
    {
      id: '30000000-0000-4000-8000-000000000001',
      name: 'Delegate',
      capacity: 40,
      memberPrice: 1000,
      visitorPrice: 1500,
      seatsLeft: 1,
    },
  ],
};

it('lists a paid event in Gujarati', async () => {
  await activateLocale('gu');
  await loadCatalogue(catalogues, 'gu');
  await act(async () => {
    render(
      <MemoryRouter>
        <ul>
          <PaidEventCard event={EVENT} />
        </ul>
      </MemoryRouter>,
    );
  });
  expect(screen.getByText('ટિકિટ વેચાણમાં')).toBeInTheDocument();
  expect(screen.getByText('ઑનલાઇન')).toBeInTheDocument();
  expect(screen.getByText('1 સીટ બાકી')).toBeInTheDocument();
});

it('offers the cities in Hindi', async () => {
  await activateLocale('hi');
  await loadCatalogue(catalogues, 'hi');
  await act(async () => {
    render(<CityFilter cities={['Pune']} value={null} onChange={() => undefined} />);
  });
  expect(screen.getByRole('group', { name: 'इवेंट इस शहर में दिखाएँ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'सभी शहर' })).toHaveAttribute('aria-pressed', 'true');
});
