import type { MembershipDetails } from '@club/contract/membership';
import { answer, setUpFakeApi } from '@club/test-fixtures/msw-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';
import { MembershipPanel } from './membership-panel';

const server = setUpFakeApi();

/**
 * A term paid at 01:30 in India on 29 November 2026: it ends at 20:00 UTC on
 * 28 November 2027, which in India is already the 29th. The browser here is on
 * the US west coast, where that instant is still the 28th.
 */
const STARTS_AT = '2026-11-28T20:00:00.000Z';
const ENDS_AT = '2027-11-28T20:00:00.000Z';

beforeAll(() => vi.stubEnv('TZ', 'America/Los_Angeles'));
afterAll(() => vi.unstubAllEnvs());

const cancelled: MembershipDetails = {
  id: '7a0c5a4e-3f43-4a8e-9a43-0f3f3b1de001',
  companyId: '7a0c5a4e-3f43-4a8e-9a43-0f3f3b1de002',
  plan: { id: 2, name: 'Producers' },
  state: 'cancelled',
  isActive: true,
  termStartsAt: STARTS_AT,
  termEndsAt: ENDS_AT,
  graceEndsAt: null,
  autoRenewal: false,
  nextCharge: null,
  renewal: null,
  canCancel: false,
  canResume: true,
  authorisationUrl: null,
  terminationReason: null,
  notice: { kind: 'ends-soon', until: ENDS_AT },
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
    expect(new Date(ENDS_AT).getDate()).toBe(28);
    server.use(
      answer('get', '/membership', { membership: cancelled }),
      answer('get', '/invoices', { items: [], nextCursor: null }),
    );
    renderMyAccount();

    expect(
      await screen.findByText(
        'Auto-renewal is off. You keep every member service until 29 Nov 2027; nothing more is charged.',
      ),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Membership' });
    const term = within(panel).getByText('Term').parentElement as HTMLElement;
    expect(term).toHaveTextContent('Term29 Nov 2026 – 29 Nov 2027');

    const banner = screen.getByRole('complementary', { name: 'Membership notice' });
    expect(banner).toHaveTextContent('Your Producers membership ends on 29 Nov 2027.');
  });
});
