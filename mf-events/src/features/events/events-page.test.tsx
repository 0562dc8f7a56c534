import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PaidEventView } from '@club/contract/event-tickets';
import type { Meeting } from '@club/contract/events';
import { answer, apiUrl, http, HttpResponse, setUpFakeApi } from '@club/test-fixtures/msw-api';
import EventsPage from './events-page';

const api = setUpFakeApi();

function meeting(n: number, chapter: string, city: string, startsAt: string): Meeting {
  return {
    id: `00000000-0000-4000-8000-00000000000${String(n)}`,
    kind: 'chapter',
    chapter: { id: `10000000-0000-4000-8000-00000000000${String(n)}`, name: chapter, city },
    startsAt,
    endsAt: startsAt.replace('T01:', 'T03:'),
    venue: 'Hotel Shreyas',
    address: 'Apte Road',
    agenda: 'Introductions and referrals',
    status: 'scheduled',
    note: null,
    going: 4,
  };
}

function paidEvent(
  n: number,
  title: string,
  place: { venue: string | null; city: string },
): PaidEventView {
  return {
    id: `20000000-0000-4000-8000-00000000000${String(n)}`,
    title,
    description: 'Talks and a buyers’ meet.',
    imageUrl: null,
    ...place,
    onlineUrl: place.venue ? null : 'https://meet.example.in/clinic',
    startsAt: '2026-12-10T12:30:00.000Z',
    cancellationCutoffAt: '2026-12-07T12:30:00.000Z',
    status: 'on-sale',
    ticketTypes: [
      {
        id: `30000000-0000-4000-8000-00000000000${String(n)}`,
        name: 'Delegate',
        capacity: 40,
        memberPrice: 1000,
        visitorPrice: 1500,
        seatsLeft: 3,
      },
    ],
  };
}

const MEETINGS = [
  meeting(1, 'Pune Deccan', 'Pune', '2026-12-08T01:30:00.000Z'),
  meeting(2, 'Vadodara Central', 'Vadodara', '2026-12-09T01:30:00.000Z'),
];
const SUMMIT = paidEvent(1, 'Export Finance Summit', {
  venue: 'Hotel Express, Alkapuri, Vadodara',
  city: 'Vadodara',
});
const CLINIC = paidEvent(2, 'GST Clinic', { venue: null, city: 'Online' });
const MUMBAI_MEET = paidEvent(3, 'Buyers’ Meet', { venue: 'The Leela, Sahar', city: 'Mumbai' });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/events']}>
        <EventsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const cityHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const filter = () => screen.getByRole('group', { name: 'Show events in' });

describe('the Events page', () => {
  it('lists paid events in their city beside its meetings, with Online last', async () => {
    api.use(
      answer('get', '/meetings', { items: MEETINGS }),
      answer('get', '/paid-events', { items: [CLINIC, SUMMIT, MUMBAI_MEET] }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Vadodara' })).toBeVisible();
    expect(cityHeadings()).toEqual(['Mumbai', 'Pune', 'Vadodara', 'Online']);
    expect(
      within(filter())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All cities', 'Mumbai', 'Pune', 'Vadodara', 'Online']);
    const vadodara = screen.getByRole('region', { name: 'Vadodara' });
    const cards = within(vadodara).getAllByRole('listitem');
    // The city's paid event comes first, then its meetings.
    expect(cards[0]).toHaveTextContent('Tickets on sale');
    expect(cards[0]).toHaveTextContent('Export Finance Summit');
    expect(cards[0]).toHaveTextContent('From ₹ 1,180 incl. GST');
    expect(cards[1]).toHaveTextContent('Vadodara Central');
    expect(
      within(screen.getByRole('region', { name: 'Online' })).getByRole('link', {
        name: 'GST Clinic',
      }),
    ).toHaveAttribute('href', `/events/e/${CLINIC.id}`);
  });

  it("shows one city's meetings and paid events when it is chosen, and every city again after", async () => {
    api.use(
      answer('get', '/meetings', { items: MEETINGS }),
      answer('get', '/paid-events', { items: [CLINIC, SUMMIT, MUMBAI_MEET] }),
    );
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Vadodara' });

    await user.click(within(filter()).getByRole('button', { name: 'Vadodara' }));
    expect(within(filter()).getByRole('button', { name: 'Vadodara' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cityHeadings()).toEqual(['Vadodara']);
    expect(screen.getByRole('link', { name: 'Export Finance Summit' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vadodara Central' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'GST Clinic' })).toBeNull();

    // A city with paid events only, and Online.
    await user.click(within(filter()).getByRole('button', { name: 'Mumbai' }));
    expect(cityHeadings()).toEqual(['Mumbai']);
    expect(screen.getByRole('link', { name: 'Buyers’ Meet' })).toBeVisible();
    await user.click(within(filter()).getByRole('button', { name: 'Online' }));
    expect(cityHeadings()).toEqual(['Online']);
    expect(screen.getByRole('link', { name: 'GST Clinic' })).toBeVisible();

    await user.click(within(filter()).getByRole('button', { name: 'All cities' }));
    expect(cityHeadings()).toEqual(['Mumbai', 'Pune', 'Vadodara', 'Online']);
  });

  it('offers Online only when an event is held only online', async () => {
    api.use(
      answer('get', '/meetings', { items: MEETINGS }),
      answer('get', '/paid-events', { items: [SUMMIT] }),
    );
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Vadodara' });
    expect(within(filter()).queryByRole('button', { name: 'Online' })).toBeNull();
    expect(cityHeadings()).toEqual(['Pune', 'Vadodara']);
  });

  it('still lists the meetings by city when the paid events cannot be loaded, and says so', async () => {
    api.use(
      answer('get', '/meetings', { items: MEETINGS }),
      http.get(apiUrl('/paid-events'), () =>
        HttpResponse.json(
          { error: { code: 'INTERNAL', message: 'Something went wrong' } },
          { status: 500 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByText('Events on sale could not be loaded')).toBeVisible();
    // The lists are drawn from a deferred copy of the data, just after the error shows.
    await waitFor(() => expect(cityHeadings()).toEqual(['Pune', 'Vadodara']));
    expect(within(filter()).getAllByRole('button')).toHaveLength(3);
  });
});
