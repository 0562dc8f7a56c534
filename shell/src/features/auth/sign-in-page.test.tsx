import { useSessionStore } from '@club/platform/session/session-store';
import {
  answer,
  answerError,
  recordRequests,
  setUpFakeApi,
  type SentRequest,
} from '@club/test-fixtures/msw-api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import { catalogues } from '@/features/auth/i18n';
import { SignInPage } from './sign-in-page';

vi.mock('@club/platform/session/session-actions', () => ({
  signInWithTokens: vi.fn(async () => ({ id: 'u1', companies: [], roles: [] })),
}));

const api = setUpFakeApi();
let sent: SentRequest[];

/** Where the page's address is now, query included. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function openAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/signin" element={<SignInPage />} />
        <Route path="*" element={<p>Signed in elsewhere</p>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const LINK = '/signin?code-for=Owner%40Example.in&nonce=n-link&from=mail';

describe('SignInPage opened with the sign-in link of a code the staff sent', () => {
  beforeEach(() => {
    act(() => useSessionStore.getState().clearSession());
    sent = recordRequests(api);
  });

  it('shows the code step for the link’s address and drops the link from the address', async () => {
    openAt(LINK);
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to owner@example.in.',
    );
    expect(screen.getByLabelText('One-time code')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/signin\?from=mail$/);
    // Nothing was asked for: the code is already in the owner's mailbox.
    expect(sent.filter((request) => request.path === '/auth/otp/request')).toEqual([]);
  });

  it('verifies the code with the link’s nonce and signs in', async () => {
    const user = userEvent.setup();
    api.use(answer('post', '/auth/otp/verify', { accessToken: 'a', sessionId: 's' }));
    openAt(LINK);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText('Signed in elsewhere')).toBeInTheDocument();
    expect(sent.filter((request) => request.path === '/auth/otp/verify')).toEqual([
      { method: 'POST', path: '/auth/otp/verify', body: { nonce: 'n-link', code: '123456' } },
    ]);
  });

  it("shows the server's message for a spent or unknown link, and goes back to the options with the address", async () => {
    const user = userEvent.setup();
    const message = 'This code has expired. Please request a new one.';
    api.use(answerError('post', '/auth/otp/verify', 401, message, 'UNAUTHORIZED'));
    openAt(LINK);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to login options' }));
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByLabelText(/Email/)).toHaveValue('owner@example.in');
  });

  it('opens at the options when the link is incomplete, and still drops it from the address', async () => {
    openAt('/signin?code-for=not-an-address&nonce=n-link');
    expect(await screen.findByRole('button', { name: 'Send OTP to Email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('One-time code')).not.toBeInTheDocument();
    // The form shows once the link is read; the address is replaced right after (a render later).
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/signin$/),
    );
  });

  it('opens at the options without a link', () => {
    openAt('/signin');
    expect(screen.getByRole('button', { name: 'Send OTP to Email' })).toBeInTheDocument();
  });
});

describe('SignInPage in Hindi', () => {
  beforeEach(() => {
    act(() => useSessionStore.getState().clearSession());
  });
  afterEach(() => activateLocale('en'));

  it('greets, explains and offers the channels in Hindi', async () => {
    await activateLocale('hi');
    await loadCatalogue(catalogues, 'hi');
    await act(async () => openAt('/signin'));
    expect(await screen.findByRole('heading', { name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(screen.getByText('आपको भेजे गए वन-टाइम कोड से साइन इन करें।')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ईमेल' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'ईमेल पर OTP भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना व्यवसाय पंजीकृत करें' })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
  });
});
