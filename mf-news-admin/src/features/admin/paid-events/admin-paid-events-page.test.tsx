import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { PaidEventCreateBody, PaidEventView } from '@club/contract/event-tickets';
import { answer, apiUrl, http, HttpResponse, setUpFakeApi } from '@club/test-fixtures/msw-api';
import AdminPaidEventsPage from './admin-paid-events-page';

const api = setUpFakeApi();

const SUMMIT: PaidEventView = {
  id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  title: 'Export Finance Summit',
  description: 'Letters of credit and GST refunds on exports.',
  imageUrl: null,
  venue: 'Hotel Express, Vadodara',
  city: 'Vadodara',
  onlineUrl: null,
  startsAt: '2026-12-10T12:30:00.000Z',
  cancellationCutoffAt: '2026-12-07T12:30:00.000Z',
  status: 'on-sale',
  ticketTypes: [
    {
      id: '1d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      name: 'Delegate',
      capacity: 40,
      memberPrice: 1000,
      visitorPrice: 1500,
      seatsLeft: 12,
    },
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/paid-events']}>
        <AdminPaidEventsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('the paid events back office', () => {
  it('lists events with their seats, and shows an event’s sales', async () => {
    api.use(
      answer('get', '/admin/paid-events', { items: [SUMMIT] }),
      answer('get', `/admin/paid-events/${SUMMIT.id}/sales`, {
        items: [
          {
            ticketId: '2d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
            ticketTypeName: 'Delegate',
            buyerName: 'Nisha Rao',
            buyerEmail: 'nisha@example.in',
            priceKind: 'visitor',
            total: 1770,
            paidAt: '2026-11-29T10:00:00.000Z',
            status: 'valid',
            invoiceNumber: 'BBE/26-27/000001',
            creditNoteNumber: null,
            paymentId: 'pay_1',
          },
        ],
      }),
    );
    const { user } = renderPage();
    const row = (await screen.findByText('Export Finance Summit')).closest('tr');
    expect(row).toHaveTextContent('12 of 40');
    expect(within(row as HTMLElement).getByRole('cell', { name: 'Vadodara' })).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Edit Export Finance Summit and see its sales' }),
    );
    const sales = await screen.findByRole('table', { name: 'Ticket sales' });
    expect(within(sales).getByText('BBE/26-27/000001')).toBeVisible();
    expect(screen.getByText(/1 valid ticket, ₹ 1,770/)).toBeVisible();
    expect(screen.getByLabelText('Title', { exact: false })).toHaveValue('Export Finance Summit');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Vadodara');
  });

  it('shows each problem on its field before sending, keeps what was typed, then creates the event', async () => {
    let sent: PaidEventCreateBody | null = null;
    api.use(
      answer('get', '/admin/paid-events', { items: [] }),
      http.post(apiUrl('/admin/paid-events'), async ({ request }) => {
        sent = (await request.json()) as PaidEventCreateBody;
        return HttpResponse.json({ ...SUMMIT, title: sent.title }, { status: 201 });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText(/No paid events yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New paid event' });
    await user.type(within(form).getByLabelText('Title', { exact: false }), 'Buyers’ Meet');
    await user.type(
      within(form).getByLabelText('Starts at (India time)', { exact: false }),
      '2026-12-10T18:00',
    );
    await user.type(
      within(form).getByLabelText('Cancellation cut-off (India time)', { exact: false }),
      '2026-12-11T18:00',
    );
    await user.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await within(form).findByText('Please correct the fields marked below.')).toBeVisible();
    expect(within(form).getByLabelText('Venue', { exact: false })).toHaveAccessibleDescription(
      /Give a place or an online link/,
    );
    expect(
      within(form).getByLabelText('Cancellation cut-off (India time)', { exact: false }),
    ).toHaveAccessibleDescription(/must be before the event starts/);
    expect(within(form).getByLabelText('Capacity', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toBeNull();
    expect(within(form).getByLabelText('Title', { exact: false })).toHaveValue('Buyers’ Meet');

    await user.type(
      within(form).getByLabelText('Description', { exact: false }),
      'Meet export buyers.',
    );
    await user.type(within(form).getByLabelText('Venue', { exact: false }), 'Alkapuri, Vadodara');
    await user.click(within(form).getByRole('button', { name: 'Create event' }));
    // A venue needs its city: the public Events page lists the event under it.
    expect(within(form).getByLabelText(/^City/)).toHaveAccessibleDescription(
      /Give the city of the venue/,
    );
    expect(sent).toBeNull();
    await user.type(within(form).getByLabelText(/^City/), 'Vadodara');
    const cutoff = within(form).getByLabelText('Cancellation cut-off (India time)', {
      exact: false,
    });
    await user.clear(cutoff);
    await user.type(cutoff, '2026-12-08T18:00');
    await user.type(within(form).getByLabelText('Ticket name', { exact: false }), 'Delegate');
    await user.type(within(form).getByLabelText('Capacity', { exact: false }), '1');
    await user.type(
      within(form).getByLabelText('Member price (₹, before GST)', { exact: false }),
      '1000',
    );
    await user.type(
      within(form).getByLabelText('Visitor price (₹, before GST)', { exact: false }),
      '1500',
    );
    await user.click(within(form).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Buyers’ Meet is on sale.')).toBeVisible();
    expect(sent).toMatchObject({
      title: 'Buyers’ Meet',
      venue: 'Alkapuri, Vadodara',
      city: 'Vadodara',
      onlineUrl: null,
      // 6 pm in India is 12:30 UTC.
      startsAt: '2026-12-10T12:30:00.000Z',
      ticketTypes: [{ name: 'Delegate', capacity: 1, memberPrice: 1000, visitorPrice: 1500 }],
    });
  });
});
