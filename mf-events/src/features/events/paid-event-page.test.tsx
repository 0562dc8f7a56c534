import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PaidEventView } from '@club/contract/event-tickets';
import { useSessionStore } from '@club/platform/session/session-store';
import { answer, apiUrl, http, HttpResponse, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { makeProfile } from '@club/test-fixtures/profile-fixture';
import PaidEventPage from './paid-event-page';

const api = setUpFakeApi();
const EVENT_ID = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const TYPE_ID = '1d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

function summit(seatsLeft: number): PaidEventView {
  return {
    id: EVENT_ID,
    title: 'Export Finance Summit',
    description: 'Letters of credit and GST refunds on exports.',
    imageUrl: null,
    venue: null,
    city: 'Online',
    onlineUrl: 'https://meet.example.in/summit',
    startsAt: '2026-12-10T12:30:00.000Z',
    cancellationCutoffAt: '2026-12-07T12:30:00.000Z',
    status: 'on-sale',
    ticketTypes: [
      {
        id: TYPE_ID,
        name: 'Delegate',
        capacity: 40,
        memberPrice: 1000,
        visitorPrice: 1500,
        seatsLeft,
      },
    ],
  };
}

function renderPage(signedIn: 'stranger' | 'visitor without company') {
  act(() =>
    useSessionStore.setState(
      signedIn === 'stranger'
        ? { profile: null, status: 'anonymous' }
        : { profile: makeProfile(), status: 'authenticated' },
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/events/e/${EVENT_ID}`]}>
        <PaidEventPage id={EVENT_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const delegate = () =>
  screen.getByRole('heading', { name: 'Delegate' }).closest('li') as HTMLElement;

describe('a paid event’s page', () => {
  it('shows the online link and both prices with GST, and sends a stranger to sign in and back', async () => {
    api.use(answer('get', '/paid-events', { items: [summit(3)] }));
    renderPage('stranger');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Export Finance Summit' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://meet.example.in/summit' })).toBeVisible();
    expect(delegate()).toHaveTextContent('3 of 40 seats left');
    expect(delegate()).toHaveTextContent('₹ 1,180');
    expect(delegate()).toHaveTextContent('₹ 1,770');
    expect(within(delegate()).getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
      'href',
      `/signin?next=%2Fevents%2Fe%2F${EVENT_ID}`,
    );
  });

  it('shows an event held in person with its city and its place', async () => {
    api.use(
      answer('get', '/paid-events', {
        items: [
          {
            ...summit(3),
            venue: 'Hotel Express, Alkapuri',
            city: 'Vadodara',
            onlineUrl: null,
          },
        ],
      }),
    );
    renderPage('stranger');
    const where = await screen.findByRole('region', { name: 'Where and when' });
    expect(within(where).getByText('Vadodara')).toBeVisible();
    expect(within(where).getByText('Hotel Express, Alkapuri')).toBeVisible();
  });

  it('asks a buyer without a company for the state of the invoice before any order', async () => {
    let ordered = false;
    api.use(
      answer('get', '/paid-events', { items: [summit(3)] }),
      answer('get', '/me/tickets', { tickets: [], waitlist: [] }),
      http.post(apiUrl('/ticket-orders'), () => {
        ordered = true;
        return HttpResponse.json({ error: { code: 'CONFLICT', message: 'x' } }, { status: 409 });
      }),
    );
    const { user } = renderPage('visitor without company');
    await user.click(await screen.findByRole('button', { name: 'Buy a Delegate ticket' }));
    expect(screen.getByRole('combobox', { name: /Your state/ })).toHaveAccessibleDescription(
      /Choose your state for the GST invoice/,
    );
    expect(ordered).toBe(false);
  });

  it('offers the waitlist when sold out, and says so once joined', async () => {
    let waiting = false;
    api.use(
      answer('get', '/paid-events', { items: [summit(0)] }),
      http.get(apiUrl('/me/tickets'), () =>
        HttpResponse.json({
          tickets: [],
          waitlist: waiting
            ? [
                {
                  id: '2d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
                  ticketTypeId: TYPE_ID,
                  eventId: EVENT_ID,
                  eventTitle: 'Export Finance Summit',
                  ticketTypeName: 'Delegate',
                  status: 'waiting',
                  offerExpiresAt: null,
                },
              ]
            : [],
        }),
      ),
      http.post(apiUrl(`/ticket-types/${TYPE_ID}/waitlist`), () => {
        waiting = true;
        return HttpResponse.json(
          {
            id: '2d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
            ticketTypeId: TYPE_ID,
            eventId: EVENT_ID,
            eventTitle: 'Export Finance Summit',
            ticketTypeName: 'Delegate',
            status: 'waiting',
            offerExpiresAt: null,
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderPage('visitor without company');
    expect(await within(await screen.findByRole('list')).findByText('Sold out')).toBeVisible();
    await user.click(within(delegate()).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the waitlist')).toBeVisible();
    expect(
      await within(delegate()).findByRole('button', { name: 'Leave the waitlist' }),
    ).toBeVisible();
  });
});
