import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AdminGrievance } from '@club/contract/privacy';
import {
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
  type SentRequest,
} from '@club/test-fixtures/msw-api';
import AdminGrievancesPage from './admin-grievances-page';

const api = setUpFakeApi();

/** An answer with the API's error body, for a list that fails to load. */
const down = () =>
  HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 });

function grievance(values: Partial<AdminGrievance> = {}): AdminGrievance {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    reference: 'GR-2026-000123',
    status: 'open',
    name: 'Meera Joshi',
    email: 'meera@example.in',
    subject: 'My data after closing',
    message: 'Please tell me what you still keep about me.',
    userId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    dueAt: '2099-12-20T10:00:00.000Z',
    answer: null,
    answeredAt: null,
    answeredBy: null,
    ...values,
  };
}

/** The list answers `list()`; the grievance's own endpoints are added by each test. */
function renderPage(
  list: () => Response,
  path = '/admin/grievances',
): { requests: SentRequest[]; user: ReturnType<typeof userEvent.setup> } {
  api.use(http.get(apiUrl('/admin/grievances'), list));
  const requests = recordRequests(api);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminGrievancesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, user: userEvent.setup() };
}

describe('the grievances page', () => {
  it('lists grievances with their reference and status, passing the status of the address', async () => {
    const { requests } = renderPage(
      () =>
        HttpResponse.json({
          items: [
            grievance(),
            grievance({
              id: '00000000-0000-4000-8000-000000000002',
              reference: 'GR-2026-000100',
              dueAt: '2026-01-01T00:00:00.000Z',
            }),
          ],
          nextCursor: null,
        }),
      '/admin/grievances?status=open',
    );
    const table = await screen.findByRole('table', { name: 'Grievances' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('GR-2026-000123');
    expect(first).toHaveTextContent('Meera Joshi');
    expect(first).toHaveTextContent('Open');
    expect(second).toHaveTextContent('Overdue');
    expect(requests[0]?.query).toEqual({ limit: '20', status: 'open' });
    expect(screen.getByLabelText('Status')).toHaveValue('open');
  });

  it('says when there are none, and offers Retry when the list fails', async () => {
    let fail = true;
    const { user } = renderPage(() =>
      fail ? down() : HttpResponse.json({ items: [], nextCursor: null }),
    );
    expect(await screen.findByText('The grievances could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No grievances yet. Grievances filed on the site appear here.'),
    ).toBeVisible();
  });

  it('sends an answer, which is required, then shows the grievance answered', async () => {
    let answered = false;
    api.use(
      http.get(apiUrl('/privacy/grievance-officer'), () =>
        HttpResponse.json({
          name: 'Grievance Officer',
          email: 'grievance@club.example',
          address: 'Vadodara',
          answerWithinDays: 15,
        }),
      ),
      http.post(apiUrl('/admin/grievances/:id/answer'), () => {
        answered = true;
        return HttpResponse.json(
          grievance({
            status: 'answered',
            answer: 'We keep only your invoices.',
            answeredAt: '2026-11-21T10:00:00.000Z',
          }),
        );
      }),
    );
    const { requests, user } = renderPage(() => {
      const item = answered
        ? grievance({ status: 'answered', answeredAt: '2026-11-21T10:00:00.000Z' })
        : grievance();
      return HttpResponse.json({ items: [item], nextCursor: null });
    });
    await user.click(
      await screen.findByRole('button', { name: 'Answer grievance GR-2026-000123' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Grievance GR-2026-000123 from Meera Joshi',
    });
    expect(dialog).toHaveTextContent('Please tell me what you still keep about me.');
    // Where the person's reply goes: the officer's mailbox, not the site.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Answer/)).toHaveAccessibleDescription(
        /Their reply goes to grievance@club\.example; it does not come back here\./,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Please write the answer')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Answer/), 'We keep only your invoices.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(
      await screen.findByText('The answer to GR-2026-000123 was e-mailed to meera@example.in.'),
    ).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/admin/grievances/00000000-0000-4000-8000-000000000001/answer',
      body: { answer: 'We keep only your invoices.' },
    });
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Answered'));
  });
});
