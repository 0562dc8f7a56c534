import type { AdminPayment } from '@club/contract/admin-payments';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundDialog } from './refund-dialog';

/**
 * A term paid at 01:30 in India on 29 November 2026 ends at 20:00 UTC on
 * 28 November 2027, already the 29th in India. The admin's browser here is
 * on the US west coast, where that instant is still the 28th.
 */
const ENDS_AT = '2027-11-28T20:00:00.000Z';

beforeAll(() => vi.stubEnv('TZ', 'America/Los_Angeles'));
afterAll(() => vi.unstubAllEnvs());

const payment: AdminPayment = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-28T20:00:00.000Z',
  kind: 'purchase',
  state: 'paid',
  companyId: '00000000-0000-4000-8000-000000000002',
  companyName: 'Mahisagar Foods LLP',
  planName: 'Producers',
  price: 50_000,
  gst: 9_000,
  total: 59_000,
  orderId: 'order_Test00000001',
  paymentId: 'pay_Test000000001',
  refundId: null,
  paidAt: '2026-11-28T20:00:00.000Z',
  invoice: {
    id: '00000000-0000-4000-8000-000000000003',
    number: 'BBC/26-27/000001',
    issuedAt: '2026-11-28T20:00:00.000Z',
  },
  creditNote: null,
  membershipId: '00000000-0000-4000-8000-000000000004',
  membershipEndsAt: ENDS_AT,
  refundable: true,
};

describe("the refund dialog: the membership's last day", () => {
  it('is the day in India, in the sentence and as the latest day it may be kept until', async () => {
    expect(new Date(ENDS_AT).getDate()).toBe(28);
    render(<RefundDialog payment={payment} onClose={() => {}} onRefunded={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    expect(dialog).toHaveTextContent(
      "The current term's last day is 29 Nov 2027. It will not renew.",
    );

    await userEvent.setup().click(within(dialog).getByLabelText('Keep it until a chosen day'));
    expect(within(dialog).getByLabelText(/Last day of membership/)).toHaveAttribute(
      'max',
      '2027-11-29',
    );
  });
});
