import { answer, answerError, recordRequests, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseLeadDialog } from './close-lead-dialog';
import { TEST_LEAD } from './test-lead';

const server = setUpFakeApi();
const WINNER = { id: '2b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c', name: 'Sahyadri Logistics' };

function renderDialog(onClosed = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CloseLeadDialog lead={TEST_LEAD} onClose={() => undefined} onClosed={onClosed} />
    </QueryClientProvider>,
  );
  return onClosed;
}

beforeEach(() => {
  server.use(
    answer('get', `/leads/${TEST_LEAD.id}/responses`, {
      items: [
        {
          id: '1b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
          leadId: TEST_LEAD.id,
          company: WINNER,
          contactName: 'Ketan Desai',
          contactEmail: 'ketan@example.in',
          contactPhone: null,
          message: 'We make these.',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    }),
  );
});

describe('the close dialog', () => {
  it('closes as won by a responder for an order value written the Indian way', async () => {
    server.use(answer('post', `/leads/${TEST_LEAD.id}/close`, { ...TEST_LEAD, state: 'won' }));
    const sent = recordRequests(server);
    const onClosed = renderDialog();
    await userEvent.click(await screen.findByRole('radio', { name: WINNER.name }));
    await userEvent.type(screen.getByLabelText(/Order value/), '2,50,000');
    expect(screen.getByText('₹ 2,50,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close lead' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      outcome: 'won',
      winnerCompanyId: WINNER.id,
      orderValue: 250_000,
    });
  });

  it('asks for the winner and a whole, positive order value before sending', async () => {
    const onClosed = renderDialog();
    await userEvent.type(screen.getByLabelText(/Order value/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Close lead' }));
    expect(await screen.findByText('Choose the company that won it')).toBeInTheDocument();
    expect(screen.getByText('The order value must be more than ₹ 0')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Order value/));
    await userEvent.type(screen.getByLabelText(/Order value/), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Close lead' }));
    expect(await screen.findByText('Enter the order value in whole rupees')).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('closes as withdrawn without a winner, and shows the server’s refusal', async () => {
    server.use(
      answerError(
        'post',
        `/leads/${TEST_LEAD.id}/close`,
        409,
        'This lead is already closed or has expired.',
        'CONFLICT',
      ),
    );
    const onClosed = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: /Withdrawn/ }));
    expect(screen.queryByLabelText(/Order value/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close lead' }));
    expect(
      await screen.findByText('This lead is already closed or has expired.'),
    ).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
  });
});
