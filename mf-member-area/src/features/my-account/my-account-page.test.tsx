import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import { MemoryRouter } from 'react-router-dom';
import { NO_REFUND_SENTENCE } from '@club/contract/membership/membership-lifecycle';
import { closePaymentWindows, fakePaymentWindow } from '@club/test-fixtures/payment-window';
import MyAccountPage from './my-account-page';

type Answer = { status: number; data?: unknown };

/** The API at the edge: each path answers what the test says. */
const answered: string[] = [];

/** Resolves once the page has had its answer from `path` (and rendered it). */
async function answeredBy(path: string) {
  await waitFor(() => expect(answered).toContain(path));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function api(answers: Record<string, Answer>) {
  answered.length = 0;
  setHttpTransport(async (request: HttpRequest): Promise<HttpResponse> => {
    const answer = answers[request.url] ?? { status: 404 };
    answered.push(request.url);
    const response = {
      data: answer.data ?? {},
      status: answer.status,
      headers: new Headers(),
    };
    return response;
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyAccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const THIS_DEVICE = {
  id: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
  browser: 'Chrome 131',
  os: 'Windows 10',
  deviceType: 'desktop',
  ipAddress: '203.0.113.7',
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-21T08:30:00.000Z',
  current: true,
};

const FIRST_STEPS = {
  steps: {
    profile: false,
    directory: false,
    logo: false,
    leadAlerts: true,
    firstLead: false,
    meetMembers: true,
  },
  profilePercent: 60,
  dismissed: false,
};

const INVOICE = {
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  number: 'BBC/26-27/000001',
  issuedAt: '2026-11-20T10:00:00.000Z',
  description: 'Producers membership, 12 months',
  taxableValue: 50000,
  taxType: 'igst',
  tax: 9000,
  total: 59000,
};

beforeEach(() => {
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    compassUrl: 'https://compass.example',
    remotes: {
      marketing: 'http://a.test',
      onboarding: 'http://a.test',
      member_area: 'http://a.test',
      news_admin: 'http://a.test',
      events: 'http://a.test',
    },
  });
});

afterEach(closePaymentWindows);

describe('My Account', () => {
  it('shows a member every section but Log Out, and the invoices with their PDFs', async () => {
    api({
      '/membership/status': { status: 200, data: { hasActiveMembership: true } },
      '/invoices': { status: 200, data: { items: [INVOICE], nextCursor: null } },
    });
    renderPage();
    expect(await screen.findByText('Choose a section to manage your account')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Account sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/my-leads',
      '/my-compass',
      '/meet-members',
      '/my-meetings',
      '/one-to-ones',
      '/my-invitations',
      '/my-tickets',
      '/my-profile',
      '/my-account/privacy',
    ]);
    expect(within(sections).queryByText('Log Out')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Some features require an active membership'),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('BBC/26-27/000001')).toBeInTheDocument();
    expect(screen.getByText('₹ 59,000')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'PDF of invoice BBC/26-27/000001' }),
    ).toBeInTheDocument();
  });

  it('asks for everything at once and holds the room of what is loading', async () => {
    // A transport that keeps every answer until the test lets them go.
    const requested: string[] = [];
    const held: (() => void)[] = [];
    let holding = true;
    const data: Record<string, unknown> = {
      '/membership/status': { hasActiveMembership: true },
      '/membership': { membership: ACTIVE },
      '/invoices': { items: [INVOICE], nextCursor: null },
      '/me/sessions': { items: [THIS_DEVICE] },
      '/me/first-steps': FIRST_STEPS,
    };
    setHttpTransport((request: HttpRequest) => {
      requested.push(request.url);
      return new Promise<HttpResponse>((resolve) => {
        const answer = () =>
          resolve({
            data: data[request.url] ?? {},
            status: 200,
            headers: new Headers(),
          });
        if (holding) held.push(answer);
        else answer();
      });
    });
    renderPage();
    // Nothing has answered yet, and every request is already out.
    await waitFor(() =>
      expect([...requested].sort()).toEqual([
        '/invoices',
        '/me/sessions',
        '/membership',
        '/membership/status',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'My Account', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(screen.getByTestId('sections-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Membership' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('sessions-skeleton')).toBeInTheDocument();

    await act(async () => {
      holding = false;
      for (const answer of held) answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('BBC/26-27/000001')).toBeInTheDocument();
    expect(screen.queryByTestId('sections-skeleton')).not.toBeInTheDocument();
    // The panel shows the invoices the page asked for: none is asked twice.
    expect(requested.filter((url) => url === '/invoices')).toHaveLength(1);
    expect(requested.filter((url) => url === '/membership')).toHaveLength(1);
  });

  it('shows a row-sized placeholder for the invoices while they load', async () => {
    const requested: string[] = [];
    setHttpTransport((request: HttpRequest) => {
      requested.push(request.url);
      if (request.url === '/invoices') return new Promise<HttpResponse>(() => undefined);
      const data =
        request.url === '/membership' ? { membership: null } : { hasActiveMembership: false };
      return Promise.resolve({ data, status: 200, headers: new Headers() });
    });
    renderPage();
    expect(await screen.findByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
    expect(await screen.findByTestId('invoices-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
  });

  it("keeps a member's first steps on the page, linking to Welcome, until hidden", async () => {
    api({
      '/membership/status': { status: 200, data: { hasActiveMembership: true } },
      '/me/first-steps': { status: 200, data: FIRST_STEPS },
      '/me/first-steps/dismiss': { status: 200, data: { ...FIRST_STEPS, dismissed: true } },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Your first steps' });
    expect(card).toHaveTextContent('2 of 6 done · Profile 60% complete');
    expect(within(card).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/welcome',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Hide checklist' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your first steps' })).not.toBeInTheDocument(),
    );
    expect(answered).toContain('/me/first-steps/dismiss');
  });

  it('shows no first steps to those without a membership', async () => {
    api({
      '/membership/status': { status: 200, data: { hasActiveMembership: false } },
      '/me/first-steps': { status: 200, data: FIRST_STEPS },
    });
    renderPage();
    expect(await screen.findByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
    await answeredBy('/membership/status');
    expect(answered).not.toContain('/me/first-steps');
    expect(screen.queryByRole('region', { name: 'Your first steps' })).not.toBeInTheDocument();
  });

  it('counts a failed membership check as no membership, and hides Invoices while the route is missing', async () => {
    api({ '/membership/status': { status: 500 }, '/invoices': { status: 404 } });
    renderPage();
    expect(
      await screen.findByText('Complete your profile or upgrade to unlock more features'),
    ).toBeInTheDocument();
    expect(screen.getByText('Some features require an active membership')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
    const sections = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(sections).getByRole('link', { name: /My Profile/ })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(within(sections).getByRole('link', { name: /Privacy/ })).toHaveAttribute(
      'href',
      '/my-account/privacy',
    );
    expect(within(sections).getByRole('button', { name: /Log Out/ })).toBeInTheDocument();
    expect(within(sections).queryByText('My Leads')).not.toBeInTheDocument();
    await answeredBy('/invoices');
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('shows no Invoices section while there are none', async () => {
    api({
      '/membership/status': { status: 200, data: { hasActiveMembership: false } },
      '/invoices': { status: 200, data: { items: [], nextCursor: null } },
    });
    renderPage();
    expect(await screen.findByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
    await answeredBy('/invoices');
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it("shows the Membership panel, and asks before cancelling with the policy's no-refund sentence", async () => {
    const answers: Record<string, Answer> = {
      '/membership/status': { status: 200, data: { hasActiveMembership: true } },
      '/membership': { status: 200, data: { membership: ACTIVE } },
      '/membership/cancel': { status: 200, data: CANCELLED },
      '/invoices': { status: 200, data: { items: [INVOICE], nextCursor: null } },
    };
    api(answers);
    renderPage();
    // The plan with its tier colour's name.
    expect(await screen.findByText('Producers · beta')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Membership' });
    expect(within(panel).getByText('Active')).toBeInTheDocument();
    expect(within(panel).getByText('Term').closest('div')).toHaveTextContent(/20 Nov 2026/);
    const nextCharge = within(panel).getByText('Next charge').closest('div');
    expect(nextCharge).toHaveTextContent('20 Nov 2027 · ₹ 59,000 (₹ 50,000 + ₹ 9,000 GST)');
    expect(within(panel).getByText('On')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Renew now' })).not.toBeInTheDocument();
    expect(await within(panel).findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel auto-renewal?' });
    expect(within(dialog).getByText(NO_REFUND_SENTENCE)).toBeInTheDocument();
    expect(answered).not.toContain('/membership/cancel');
    answers['/membership'] = { status: 200, data: { membership: CANCELLED } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    expect(
      await screen.findByText('Auto-renewal is off. We have e-mailed you a confirmation.'),
    ).toBeInTheDocument();
    expect(answered).toContain('/membership/cancel');
    expect(await within(panel).findByText('Cancelled at period end')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Resume auto-renewal' })).toBeInTheDocument();
  });

  it('in a grace period shows the banner with the date access lasts, and Renew now', async () => {
    api({
      '/membership/status': { status: 200, data: { hasActiveMembership: true } },
      '/membership': { status: 200, data: { membership: GRACE } },
      '/invoices': { status: 200, data: { items: [], nextCursor: null } },
    });
    renderPage();
    const banner = await screen.findByRole('complementary', { name: 'Membership notice' });
    expect(banner).toHaveTextContent(
      'Your renewal payment did not go through. Your Producers membership stays active until 27 Nov 2027',
    );
    expect(within(banner).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/my-account#membership',
    );
    const panel = screen.getByRole('region', { name: 'Membership' });
    expect(within(panel).getByText('Renewal due')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Renew now' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel renewal' })).not.toBeInTheDocument();
  });

  it('says a renewal payment the server did not need was refunded, instead of renewed', async () => {
    api({
      '/membership/status': { status: 200, data: { hasActiveMembership: true } },
      '/membership': { status: 200, data: { membership: GRACE } },
      '/invoices': { status: 200, data: { items: [], nextCursor: null } },
      '/membership/renew': { status: 200, data: RENEWAL },
      '/payments/razorpay/order': { status: 200, data: TEST_ORDER },
      // Renewed meanwhile (by the subscription's charge, say): this payment is given back.
      '/payments/razorpay/verify': {
        status: 200,
        data: {
          success: true,
          refunded: {
            reason: 'renewal-not-due',
            amount: 59000,
            planName: 'Producers',
            endsAt: '2028-11-20T10:00:00.000Z',
          },
        },
      },
    });
    const paymentWindows = fakePaymentWindow({ pay: PAID });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Renew now' }));
    const panel = screen.getByRole('region', { name: 'Membership' });
    expect(
      await within(panel).findByText(
        'This term of your Producers membership is already paid: it runs until 20 Nov 2028. ' +
          'This payment of ₹ 59,000 has been refunded; it reaches your card in 5–7 working days.',
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).queryByText('Payment received. Your membership has been renewed.'),
    ).not.toBeInTheDocument();
    expect(paymentWindows.map(({ order_id, amount }) => ({ order_id, amount }))).toEqual([
      { order_id: TEST_ORDER.orderId, amount: 5900000 },
    ]);
  });
});

/** What the payment window hands the page for a paid order. */
const PAID = {
  razorpay_order_id: 'order_TestOrder00001',
  razorpay_payment_id: 'pay_TestPayment0001',
  razorpay_signature: 'a'.repeat(64),
};

const RENEWAL = {
  transactionId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
  price: 50000,
  gst: 9000,
  total: 59000,
  termStartsAt: '2027-11-20T10:00:00.000Z',
  termEndsAt: '2028-11-20T10:00:00.000Z',
};

const TEST_ORDER = {
  checkout: 'test',
  amount: 5900000,
  currency: 'INR',
  orderId: 'order_TestOrder00001',
  keyId: 'rzp_test_localcheckout',
  checkoutScriptUrl: 'http://localhost/payments/test-checkout/checkout.js',
  businessName: 'BizBridge Club',
  description: 'Membership Payment',
  prefill: { name: 'Rohan Desai', email: 'rohan@example.in', contact: '+919800000002' },
  themeColor: '#1e2a6e',
};

const ACTIVE = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  companyId: '7c0f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  plan: { id: 2, name: 'Producers' },
  nextPlan: null,
  state: 'active',
  isActive: true,
  termStartsAt: '2026-11-20T10:00:00.000Z',
  termEndsAt: '2027-11-20T10:00:00.000Z',
  graceEndsAt: null,
  autoRenewal: true,
  nextCharge: { date: '2027-11-20T10:00:00.000Z', price: 50000, gst: 9000, total: 59000 },
  renewal: null,
  canCancel: true,
  canResume: false,
  authorisationUrl: null,
  terminationReason: null,
  notice: null,
};

const CANCELLED = {
  ...ACTIVE,
  state: 'cancelled',
  autoRenewal: false,
  nextCharge: null,
  canCancel: false,
  canResume: true,
};

const GRACE = {
  ...ACTIVE,
  state: 'renewal_due',
  graceEndsAt: '2027-11-27T10:00:00.000Z',
  nextCharge: null,
  canCancel: false,
  renewal: {
    termStartsAt: '2027-11-20T10:00:00.000Z',
    termEndsAt: '2028-11-20T10:00:00.000Z',
    price: 50000,
    gst: 9000,
    total: 59000,
  },
  notice: { kind: 'grace', until: '2027-11-27T10:00:00.000Z' },
};
