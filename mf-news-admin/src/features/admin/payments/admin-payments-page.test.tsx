import type { AdminPayment } from '@club/contract/admin-payments';
import { runOutsideIndia, TERM_ACROSS_MIDNIGHT } from '@club/test-fixtures/india-time';
import { answer, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import AdminPaymentsPage from './admin-payments-page';

const server = setUpFakeApi();

// A Producers purchase paid twice (two checkouts); the admin's browser is on US time, where
// the end instant of its term is still the 28th.
runOutsideIndia();
const { startsAt: PAID_AT, endsAt: ENDS_AT, lastDay, lastDayValue } = TERM_ACROSS_MIDNIGHT;

const paidTwice: AdminPayment = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: PAID_AT,
  kind: 'purchase',
  state: 'paid',
  companyId: '00000000-0000-4000-8000-000000000002',
  companyName: 'Mahisagar Foods LLP',
  planName: 'Producers',
  price: 50_000,
  gst: 9_000,
  total: 59_000,
  orderId: 'order_Second0000001',
  paidAt: PAID_AT,
  payments: [
    {
      paymentId: 'pay_First00000001',
      orderId: 'order_First0000001',
      amount: 59_000,
      capturedAt: PAID_AT,
      refund: null,
    },
    {
      paymentId: 'pay_Second0000001',
      orderId: 'order_Second0000001',
      amount: 59_000,
      capturedAt: '2026-11-28T20:01:00.000Z',
      refund: {
        by: 'automatic',
        reason: 'already-paid',
        refundId: 'rfnd_Second000001',
        refundedAt: '2026-11-28T20:01:00.000Z',
      },
    },
  ],
  invoice: {
    id: '00000000-0000-4000-8000-000000000003',
    number: 'BBC/26-27/000001',
    issuedAt: PAID_AT,
  },
  creditNote: null,
  membershipId: '00000000-0000-4000-8000-000000000004',
  membershipEndsAt: ENDS_AT,
  refundable: true,
};

function renderPage() {
  server.use(answer('get', '/admin/payments', { items: [paidTwice], nextCursor: null }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/payments']}>
        <AdminPaymentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the payments page', () => {
  it('shows each payment of a purchase paid twice: the kept one, and the duplicate refunded automatically', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Payments of Mahisagar Foods LLP' });
    const [kept, duplicate] = within(list).getAllByRole('listitem');
    expect(kept).toHaveTextContent('Captured₹ 59,000.00');
    expect(kept).toHaveTextContent('Paymentpay_First00000001');
    expect(kept).toHaveTextContent('Orderorder_First0000001');
    expect(duplicate).toHaveTextContent('Refunded automatically₹ 59,000.00');
    expect(duplicate).toHaveTextContent('Duplicate: the purchase was already paid');
    expect(duplicate).toHaveTextContent('Paymentpay_Second0000001');
    expect(duplicate).toHaveTextContent('Refundrfnd_Second000001');
    const row = screen.getByRole('row', { name: /Mahisagar Foods LLP/ });
    expect(within(row).getByText('Paid 2 times')).toBeInTheDocument();
  });

  it("shows the membership's last day in India when refunding, whatever the browser's zone", async () => {
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Refund ₹\u00a059,000.00 to Mahisagar Foods LLP' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    expect(dialog).toHaveTextContent(
      `The current term's last day is ${lastDay}. It will not renew.`,
    );
    await user.click(within(dialog).getByLabelText('Keep it until a chosen day'));
    expect(within(dialog).getByLabelText(/Last day of membership/)).toHaveAttribute(
      'max',
      lastDayValue,
    );
  });
});
