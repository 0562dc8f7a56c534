import type { MembershipDetails } from '@club/contract/membership';
import { runOutsideIndia, TERM_ACROSS_MIDNIGHT } from '@club/test-fixtures/india-time';
import { answer, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';
import { MembershipPanel } from './membership-panel';

const server = setUpFakeApi();

// The browser is on US time, where the term's end instant is still the 28th.
runOutsideIndia();
const { startsAt, endsAt, lastDay } = TERM_ACROSS_MIDNIGHT;

const cancelled: MembershipDetails = {
  id: '7a0c5a4e-3f43-4a8e-9a43-0f3f3b1de001',
  companyId: '7a0c5a4e-3f43-4a8e-9a43-0f3f3b1de002',
  plan: { id: 2, name: 'Producers' },
  nextPlan: null,
  state: 'cancelled',
  isActive: true,
  termStartsAt: startsAt,
  termEndsAt: endsAt,
  graceEndsAt: null,
  autoRenewal: false,
  nextCharge: null,
  renewal: null,
  canCancel: false,
  canResume: true,
  authorisationUrl: null,
  terminationReason: null,
  notice: { kind: 'ends-soon', until: endsAt },
};

function renderMyAccount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MembershipNotice />
        <MembershipPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("My Account: a membership's last day", () => {
  it('is the day in India, in the panel and in the banner, whatever the browser’s zone', async () => {
    server.use(
      answer('get', '/membership', { membership: cancelled }),
      answer('get', '/invoices', { items: [], nextCursor: null }),
    );
    renderMyAccount();

    expect(
      await screen.findByText(
        `Auto-renewal is off. You keep every member service until ${lastDay}; nothing more is charged.`,
      ),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Membership' });
    const term = within(panel).getByText('Term').parentElement as HTMLElement;
    expect(term).toHaveTextContent(`Term29 Nov 2026 – ${lastDay}`);

    const banner = screen.getByRole('complementary', { name: 'Membership notice' });
    expect(banner).toHaveTextContent(`Your Producers membership ends on ${lastDay}.`);
  });
});

describe('My Account: changing plan', () => {
  it('shows the plan chosen for the renewal with its price, and Change plan leads to the plans', async () => {
    server.use(
      answer('get', '/membership', {
        membership: {
          ...cancelled,
          plan: { id: 1, name: 'Promoters' },
          nextPlan: { id: 2, name: 'Producers' },
          state: 'active',
          autoRenewal: true,
          canCancel: true,
          canResume: false,
          nextCharge: { date: endsAt, price: 50_000, gst: 9_000, total: 59_000 },
          notice: null,
        },
      }),
      answer('get', '/invoices', { items: [], nextCursor: null }),
    );
    renderMyAccount();
    const next = (await screen.findByText('Plan from renewal')).parentElement as HTMLElement;
    const panel = screen.getByRole('region', { name: 'Membership' });
    expect(next).toHaveTextContent('Plan from renewalProducers, from 29 Nov 2027');
    expect(within(panel).getByText('Next charge').parentElement).toHaveTextContent('₹ 59,000');
    expect(within(panel).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
  });
});
