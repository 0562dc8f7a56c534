import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  apiUrl,
  http,
  HttpResponse,
  recordRequests,
  setUpFakeApi,
} from '@club/test-fixtures/msw-api';
import AdminCorrectionsPage from './admin-corrections-page';

const api = setUpFakeApi();

const REQUEST = {
  id: '2d3e4f50-6172-4839-8a41-5c6d7e8f9001',
  companyId: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
  companyName: 'Narmada Valves Pvt Ltd',
  status: 'open',
  changes: { billingAddress: '22 Alkapuri, Vadodara 390007', stateId: 'Gujarat' },
  current: { billingAddress: 'Plot 12, GIDC Makarpura', stateId: 'Maharashtra' },
  reason: 'We moved',
  decisionReason: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
};

function renderPage() {
  let open = [REQUEST];
  api.use(
    http.get(apiUrl('/admin/corrections'), () =>
      HttpResponse.json({ items: open, nextCursor: null }),
    ),
    http.post(apiUrl('/admin/corrections/:id/decision'), () => {
      open = [];
      return HttpResponse.json({ ...REQUEST, status: 'approved', decisionReason: 'Checked' });
    }),
  );
  const requests = recordRequests(api);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/corrections']}>
        <AdminCorrectionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { requests, user: userEvent.setup() };
}

describe('the corrections page', () => {
  it('shows each change from what to what, and asks for a reason before deciding', async () => {
    const { requests, user } = renderPage();
    const card = (await screen.findByRole('heading', { name: 'Narmada Valves Pvt Ltd' })).closest(
      'li',
    ) as HTMLElement;
    const rows = within(card).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Billing addressPlot 12, GIDC Makarpura22 Alkapuri');
    expect(rows[2]).toHaveTextContent('StateMaharashtraGujarat');
    expect(card).toHaveTextContent("Member's reason: We moved");

    await user.click(within(card).getByRole('button', { name: 'Approve and apply' }));
    expect(await within(card).findByText('Please give a reason for the member.')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(card).getByLabelText(/Your reason/), 'Checked');
    await user.click(within(card).getByRole('button', { name: 'Approve and apply' }));
    expect(await screen.findByText('No correction requests are waiting.')).toBeVisible();
    const decision = requests.find((request) => request.method === 'POST');
    expect(decision?.path).toBe(`/admin/corrections/${REQUEST.id}/decision`);
    expect(decision?.body).toEqual({ decision: 'approve', reason: 'Checked' });
  });
});
