import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import type { UserProfile } from '@club/contract/user';
import { REGISTRATION_CONFLICT_MESSAGE } from '@club/contract/registration';
import { useSessionStore } from '@club/platform/session/session-store';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { closePaymentWindows, fakePaymentWindow } from '@club/test-fixtures/payment-window';
import MembershipPage from './membership-page';

type Answer = { status: number; data?: unknown };

/** The paths the page called, in order. */
let called: string[] = [];

/** The API at the edge: each path answers what the test says. */
function api(answers: Record<string, Answer>) {
  called = [];
  const transport = async (request: HttpRequest): Promise<HttpResponse> => {
    called.push(request.url);
    const answer = answers[request.url] ?? { status: 404 };
    const response = {
      data: answer.data ?? {},
      status: answer.status,
      headers: new Headers(),
    };
    return response;
  };
  setHttpTransport(transport);
  return transport;
}

const COMPANY_ID = '7c0f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const PROFILE: UserProfile = {
  id: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  username: 'Rohan Desai',
  email: 'rohan@example.in',
  countryCode: '+91',
  mobileNumber: '9800000002',
  mobileVerified: true,
  language: 'en',
  roles: [],
  companies: [
    {
      id: COMPANY_ID,
      name: 'Vishwamitri Precision Castings',
      companyEmail: 'accounts@vpc.example',
      companyMobile: '9800000012',
      countryCode: '+91',
      categoryId: 1,
      subcategoryId: 3,
      category: { id: 1, name: 'Producers' },
      subcategory: null,
      state: { id: 11, name: 'Gujarat' },
      billingName: 'Vishwamitri Precision Castings',
      billingAddress: 'Makarpura GIDC, Vadodara',
      country: 'India',
      gstNumber: null,
      // Bought in another tab a moment ago: this page has not heard of it.
      memberships: [],
    },
  ],
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

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The page inside the site's router, at /connect/membership. */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/connect/membership']}>
        <MembershipPage />
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function planCard(name: string): HTMLElement {
  const card = screen
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('data-plan') !== null && item.textContent?.includes(name));
  if (!card) throw new Error(`no ${name} card`);
  return card;
}

/** What the payment window hands the page for a paid order. */
const PAID = {
  razorpay_order_id: TEST_ORDER.orderId,
  razorpay_payment_id: 'pay_TestPayment0001',
  razorpay_signature: 'a'.repeat(64),
};

const PAYING = {
  '/membership/choose': {
    status: 200,
    data: {
      transactionId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
      price: 50000,
      gst: 9000,
      total: 59000,
    },
  },
  '/payments/razorpay/order': { status: 200, data: TEST_ORDER },
  '/payments/razorpay/verify': { status: 200, data: { success: true } },
} satisfies Record<string, Answer>;

const ACTIVE_PROMOTERS = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  isActive: true,
  status: 'active',
  membershipType: { id: 1, name: 'Promoters' },
  startsAt: '2026-11-12T06:30:00.000Z',
  endsAt: '2027-11-12T06:30:00.000Z',
} as const;

const ACTIVE_PRODUCERS = {
  ...ACTIVE_PROMOTERS,
  membershipType: { id: 2, name: 'Producers' },
} as const;

const UPGRADE_PRICE = {
  price: 36164,
  gst: 6510,
  total: 42674,
  remainingDays: 264,
  termDays: 365,
  termEndsAt: '2027-11-12T06:30:00.000Z',
};

/** What GET /membership/plans offers a Producers member. */
const PRODUCERS_MEMBER_PLANS = {
  status: 200,
  data: {
    membershipId: ACTIVE_PROMOTERS.id,
    options: [
      { planId: 1, name: 'Promoters', action: 'upgrade', upgrade: UPGRADE_PRICE },
      { planId: 2, name: 'Producers', action: 'current', upgrade: null },
      { planId: 3, name: 'Providers', action: 'switch-at-renewal', upgrade: null },
    ],
  },
} satisfies Answer;

function withMemberships(memberships: UserProfile['companies'][number]['memberships']) {
  const [company] = PROFILE.companies;
  if (!company) throw new Error('no company');
  return { ...PROFILE, companies: [{ ...company, memberships }] };
}

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
  act(() =>
    useSessionStore.setState({
      accessToken: 'token',
      sessionId: 'session',
      profile: PROFILE,
      status: 'authenticated',
    }),
  );
});

afterEach(closePaymentWindows);

describe('Be a Member, buying a plan', () => {
  it('says a payment for a plan the company already holds was refunded, not "Payment successful!"', async () => {
    api({
      '/membership/choose': {
        status: 200,
        data: {
          transactionId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
          price: 50000,
          gst: 9000,
          total: 59000,
        },
      },
      '/payments/razorpay/order': { status: 200, data: TEST_ORDER },
      '/payments/razorpay/verify': {
        status: 200,
        data: {
          success: true,
          refunded: {
            reason: 'already-active',
            amount: 59000,
            planName: 'Producers',
            endsAt: '2027-11-12T06:30:00.000Z',
          },
        },
      },
    });
    fakePaymentWindow({ pay: PAID });
    renderPage();
    const producers = planCard('Producers');
    fireEvent.click(within(producers).getByRole('button', { name: /Be a Member/ }));
    expect(
      await screen.findByText(
        'You already hold an active Producers membership until 12 Nov 2027. This payment of ' +
          '₹ 59,000 has been refunded; it reaches your card in 5–7 working days.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment successful! Welcome to the club!')).not.toBeInTheDocument();
  });
});

describe('Be a Member, a company that already holds a plan', () => {
  beforeEach(() => {
    act(() => useSessionStore.setState({ profile: withMemberships([ACTIVE_PROMOTERS]) }));
  });

  it('shows the plan held with Manage, the upgrade with its pro-rated price and the switch', async () => {
    api({ ...PAYING, '/membership/plans': PRODUCERS_MEMBER_PLANS });
    act(() => useSessionStore.setState({ profile: withMemberships([ACTIVE_PRODUCERS]) }));
    renderPage();
    const producers = planCard('Producers');
    expect(within(producers).queryByRole('button', { name: /Be a Member/ })).toBeNull();
    expect(producers).toHaveTextContent('Your plan: active until 12 Nov 2027');
    expect(within(producers).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/my-account#membership',
    );
    const promoters = planCard('Promoters');
    expect(await within(promoters).findByRole('button', { name: /^Upgrade/ })).toBeInTheDocument();
    expect(promoters).toHaveTextContent('₹ 42,674 incl. GST for the 264 days left of your term');
    expect(
      within(planCard('Providers')).getByRole('button', { name: /Switch at renewal/ }),
    ).toBeInTheDocument();
    expect(called).not.toContain('/membership/choose');
  });

  it("an upgrade shows the server's price before the checkout, pays it and goes to My Account", async () => {
    api({
      ...PAYING,
      '/membership/plans': PRODUCERS_MEMBER_PLANS,
      '/membership/upgrade': {
        status: 200,
        data: { transactionId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f', ...UPGRADE_PRICE },
      },
      '/me': { status: 200, data: withMemberships([ACTIVE_PRODUCERS]) },
    });
    act(() => useSessionStore.setState({ profile: withMemberships([ACTIVE_PRODUCERS]) }));
    renderPage();
    fireEvent.click(await within(planCard('Promoters')).findByRole('button', { name: /^Upgrade/ }));
    const step = await screen.findByRole('dialog', { name: 'Upgrade to Promoters' });
    expect(step).toHaveTextContent(
      'Your Producers membership becomes Promoters today, for the 264 days left of your term. ' +
        'Your term still ends on 12 Nov 2027.',
    );
    expect(step).toHaveTextContent(
      'Difference for 264 days₹ 36,164GST 18%₹ 6,510To pay now₹ 42,674',
    );
    expect(called).not.toContain('/membership/upgrade');
    const paymentWindows = fakePaymentWindow({ pay: PAID });
    fireEvent.click(within(step).getByRole('button', { name: 'Continue to payment' }));
    const done = await screen.findByRole('dialog', {
      name: 'Payment successful! Your membership is now Promoters until 12 Nov 2027.',
    });
    // The server priced the upgrade, and the payment window opened for its order.
    expect(called).toContain('/membership/upgrade');
    expect(called).not.toContain('/membership/choose');
    expect(paymentWindows.map(({ order_id }) => order_id)).toEqual([TEST_ORDER.orderId]);
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/my-account'));
  });

  it('a switch at renewal says nothing is charged and records the plan', async () => {
    api({
      '/membership/plans': PRODUCERS_MEMBER_PLANS,
      '/membership/next-plan': {
        status: 200,
        data: {
          id: ACTIVE_PRODUCERS.id,
          companyId: COMPANY_ID,
          plan: { id: 2, name: 'Producers' },
          nextPlan: { id: 3, name: 'Providers' },
          state: 'active',
          isActive: true,
          termStartsAt: ACTIVE_PRODUCERS.startsAt,
          termEndsAt: ACTIVE_PRODUCERS.endsAt,
          graceEndsAt: null,
          autoRenewal: true,
          nextCharge: { date: ACTIVE_PRODUCERS.endsAt, price: 50000, gst: 9000, total: 59000 },
          renewal: null,
          canCancel: true,
          canResume: false,
          authorisationUrl: null,
          terminationReason: null,
          notice: null,
        },
      },
      '/me': { status: 200, data: withMemberships([ACTIVE_PRODUCERS]) },
    });
    act(() => useSessionStore.setState({ profile: withMemberships([ACTIVE_PRODUCERS]) }));
    renderPage();
    fireEvent.click(
      await within(planCard('Providers')).findByRole('button', { name: /Switch at renewal/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch to Providers at renewal?',
    });
    expect(dialog).toHaveTextContent(
      'Nothing is charged now. Your Producers membership stays as it is until 12 Nov 2027; ' +
        'from 12 Nov 2027 it renews as Providers at ₹ 59,000 a year incl. GST.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch at renewal' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Done: your membership renews as Providers from 12 Nov 2027. Nothing has been charged now.',
      }),
    ).toBeInTheDocument();
    expect(called).not.toContain('/payments/razorpay/order');
  });
});

describe('after the first payment', () => {
  it('a signed-in member who buys a first plan from the cards lands on the first steps, within the app', async () => {
    api({ ...PAYING, '/me': { status: 200, data: withMemberships([ACTIVE_PROMOTERS]) } });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fakePaymentWindow({ pay: PAID });
    renderPage();
    fireEvent.click(within(planCard('Promoters')).getByRole('button', { name: /Be a Member/ }));
    const done = await screen.findByRole('dialog', {
      name: 'Payment successful! Welcome to the club!',
    });
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/welcome'));
    expect(called).toContain('/me');
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('a signed-in user without a company', () => {
  const NO_COMPANY: UserProfile = { ...PROFILE, companies: [] };

  it('registers only the business on the page, then can choose a plan', async () => {
    act(() => useSessionStore.setState({ profile: NO_COMPANY }));
    const bodies: unknown[] = [];
    const record = api({
      '/states': { status: 200, data: { items: [{ id: 11, name: 'Gujarat' }] } },
      '/categories': { status: 200, data: { items: [{ id: 1, name: 'Producers' }] } },
      '/subcategories': {
        status: 200,
        data: { items: [{ id: 3, name: 'Precision Castings', categoryId: 1 }] },
      },
      '/register/company': { status: 201, data: { companyId: COMPANY_ID } },
      '/me': { status: 200, data: withMemberships([]) },
    });
    setHttpTransport((request: HttpRequest) => {
      if (request.url === '/register/company') bodies.push(request.data);
      return record(request);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/connect/membership']}>
          <MembershipPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const section = screen.getByRole('region', { name: 'Business Registration' });
    expect(section).toHaveAttribute('id', 'business-registration');
    expect(section).toHaveTextContent('You are signed in as rohan@example.in.');
    // Their identity is proved: no name, e-mail or mobile to give again.
    expect(within(section).queryByLabelText(/^Email/)).toBeNull();
    expect(within(section).queryByLabelText(/^Your name/)).toBeNull();

    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    type(/^Company name/, 'Vishwamitri Precision Castings');
    type(/^Company email/, 'accounts@vpc.example');
    type(/^Company mobile/, '9800000012');
    await within(section).findByRole('option', { name: 'Producers' });
    type(/^Category/, '1');
    await within(section).findByRole('option', { name: 'Precision Castings' });
    type(/^Subcategory/, '3');
    type(/^Billing name/, 'Vishwamitri Precision Castings');
    type(/^Billing address/, 'Makarpura GIDC, Vadodara');
    type(/^State/, '11');
    fireEvent.click(within(section).getByRole('button', { name: 'Register business' }));

    expect(
      await screen.findByRole('dialog', {
        name: 'Your business is registered. Choose your membership plan to complete it.',
      }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        company: expect.objectContaining({
          companyName: 'Vishwamitri Precision Castings',
          categoryId: 1,
          subcategoryId: 3,
          stateId: 11,
        }),
        agreementVersion: expect.any(String),
      },
    ]);
    expect(called).toContain('/me');
  });
});

describe('a visitor whose registration code says the address has an account', () => {
  it('closes the code dialog and says so at the e-mail field, with sign-in, keeping what was typed', async () => {
    act(() => useSessionStore.getState().clearSession());
    Element.prototype.scrollIntoView = () => undefined;
    api({
      '/states': { status: 200, data: { items: [{ id: 11, name: 'Gujarat' }] } },
      '/categories': { status: 200, data: { items: [{ id: 1, name: 'Producers' }] } },
      '/subcategories': {
        status: 200,
        data: { items: [{ id: 3, name: 'Precision Castings', categoryId: 1 }] },
      },
      // Every registration is answered alike; the conflict comes with the address's code.
      '/register': { status: 200, data: { nonce: 'n-registration' } },
      '/auth/otp/verify': {
        status: 409,
        data: {
          error: { code: 'CONFLICT', message: REGISTRATION_CONFLICT_MESSAGE, field: 'email' },
        },
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/connect/membership']}>
          <MembershipPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const section = screen.getByRole('region', { name: 'Business Registration' });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    type(/^Your name/, 'Rohan Desai');
    type(/^Email/, 'rohan@example.in');
    type(/^Mobile number/, '9800000002');
    type(/^Company name/, 'Vishwamitri Precision Castings');
    type(/^Company email/, 'accounts@vpc.example');
    type(/^Company mobile/, '9800000012');
    await within(section).findByRole('option', { name: 'Producers' });
    type(/^Category/, '1');
    await within(section).findByRole('option', { name: 'Precision Castings' });
    type(/^Subcategory/, '3');
    type(/^Billing name/, 'Vishwamitri Precision Castings');
    type(/^Billing address/, 'Makarpura GIDC, Vadodara');
    type(/^State/, '11');
    fireEvent.click(within(section).getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail' });
    fireEvent.change(within(dialog).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const email = within(section).getByLabelText(/^Email/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/^An account with this email already exists/),
    );
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('rohan@example.in');
    expect(within(section).getByLabelText(/^Company name/)).toHaveValue(
      'Vishwamitri Precision Castings',
    );
    const summary = within(section).getByRole('alert');
    fireEvent.click(within(summary).getByRole('button', { name: 'sign in' }));
    expect(useSessionStore.getState()).toMatchObject({
      signInDialogOpen: true,
      signInEmail: 'rohan@example.in',
    });
  }, 20_000);
});
