import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@club/shared/api/api-client';
import { setRuntimeConfig } from '@club/shared/config/runtime-config';
import type { UserProfile } from '@club/shared/contract/user';
import { useSessionStore } from '@club/shared/session/session-store';
import MembershipPage from './membership-page';

type Answer = { status: number; data?: unknown };

/** The API at the edge: each path answers what the test says. */
function api(answers: Record<string, Answer>) {
  apiClient.defaults.adapter = async (
    config: InternalAxiosRequestConfig,
  ): Promise<AxiosResponse> => {
    const answer = answers[config.url ?? ''] ?? { status: 404 };
    const response = {
      data: answer.data ?? {},
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError('failed', String(answer.status), config, null, response);
    }
    return response;
  };
}

const COMPANY_ID = '7c0f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const PROFILE: UserProfile = {
  id: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  username: 'Rohan Desai',
  email: 'rohan@example.in',
  countryCode: '+91',
  mobileNumber: '9800000002',
  mobileVerified: true,
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
  checkoutScriptUrl: null,
  businessName: 'BizBridge Club',
  description: 'Membership Payment',
  prefill: { name: 'Rohan Desai', email: 'rohan@example.in', contact: '+919800000002' },
  themeColor: '#1e2a6e',
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
      '/payments/test-checkout/capture': {
        status: 200,
        data: {
          status: 'paid',
          razorpay_order_id: TEST_ORDER.orderId,
          razorpay_payment_id: 'pay_TestPayment0001',
          razorpay_signature: 'a'.repeat(64),
        },
      },
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
    render(<MembershipPage />);
    const producers = screen
      .getAllByRole('listitem')
      .find(
        (item) =>
          item.getAttribute('data-plan') !== null && /Producers/.test(item.textContent ?? ''),
      );
    if (!producers) throw new Error('no Producers card');
    fireEvent.click(within(producers).getByRole('button', { name: /Be a Member/ }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout' });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹ 59,000' }));
    expect(
      await screen.findByText(
        'You already hold an active Producers membership until 12 Nov 2027. This payment of ' +
          '₹ 59,000 has been refunded; it reaches your card in 5–7 working days.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Test checkout' })).not.toBeInTheDocument();
    expect(screen.queryByText('Payment successful! Welcome to the club!')).not.toBeInTheDocument();
  });
});
