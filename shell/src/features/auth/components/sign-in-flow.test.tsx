import { signInWithTokens } from '@club/platform/session/session-actions';
import { useSessionStore } from '@club/platform/session/session-store';
import {
  answer,
  answerError,
  networkFailure,
  recordRequests,
  setUpFakeApi,
  type SentRequest,
} from '@club/test-fixtures/msw-api';
import { makeProfile } from '@club/test-fixtures/profile-fixture';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInFlow } from './sign-in-flow';

vi.mock('@club/platform/session/session-actions', () => ({
  signInWithTokens: vi.fn(async () => ({ id: 'u1', companies: [], roles: [] })),
}));

const api = setUpFakeApi();
let sent: SentRequest[];

const codeRequests = () => sent.filter((request) => request.path === '/auth/otp/request');
const verifications = () => sent.filter((request) => request.path === '/auth/otp/verify');

async function requestEmailCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Email/), 'member@demo.club');
  await user.click(screen.getByRole('button', { name: 'Send OTP to Email' }));
}

async function requestMobileCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Mobile' }));
  await user.selectOptions(screen.getByLabelText('Country code'), '+1');
  await user.type(screen.getByLabelText(/Mobile number/), '5551234567');
  await user.click(screen.getByRole('button', { name: 'Send OTP to Mobile' }));
}

const codeSent = () => answer('post', '/auth/otp/request', { nonce: 'n1' });
const signedIn = () => answer('post', '/auth/otp/verify', { accessToken: 'a', sessionId: 's' });

describe('SignInFlow', () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    sent = recordRequests(api);
  });

  it('asks for a code by e-mail and moves to the code step once a nonce comes back', async () => {
    const user = userEvent.setup();
    api.use(codeSent());
    render(<SignInFlow onSignedIn={vi.fn()} />);
    await requestEmailCode(user);
    expect(await screen.findByText(/code is on its way/)).toBeInTheDocument();
    expect(codeRequests()).toEqual([
      {
        method: 'POST',
        path: '/auth/otp/request',
        body: { email: 'member@demo.club', language: 'en' },
      },
    ]);
  });

  it('asks for a code by mobile with the country code', async () => {
    const user = userEvent.setup();
    api.use(codeSent());
    render(<SignInFlow onSignedIn={vi.fn()} />);
    await requestMobileCode(user);
    // A member who turned WhatsApp on gets it there; everyone else by SMS.
    expect(
      await screen.findByText(/code is on its way: by WhatsApp if .*, otherwise by SMS\./),
    ).toBeInTheDocument();
    expect(codeRequests().map((request) => request.body)).toEqual([
      { mobile: '5551234567', countryCode: '+1', language: 'en' },
    ]);
  });

  it('tells any address the same: a code goes there if it belongs to a member account', async () => {
    const user = userEvent.setup();
    api.use(codeSent());
    render(<SignInFlow onSignedIn={vi.fn()} />);
    await requestEmailCode(user);
    expect(
      await screen.findByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'If member@demo.club is the e-mail address of a member account, a 6-digit code is on its way: by WhatsApp if you turned WhatsApp messages on in your account, otherwise to that address. It is valid for 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the e-mail sign-in after a mobile code, then leads an unverified number to My Profile', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    vi.mocked(signInWithTokens).mockResolvedValueOnce({ ...makeProfile(), mobileVerified: false });
    api.use(codeSent());
    render(<SignInFlow onSignedIn={onSignedIn} />);
    await requestMobileCode(user);
    expect(await screen.findByText(/Only a verified number receives a code/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with your e-mail address' }));
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    api.use(codeSent(), signedIn());
    await requestEmailCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await vi.waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.anything(), { verifyMobileNext: true }),
    );
  });

  it('does not send a member with a verified number to My Profile', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    vi.mocked(signInWithTokens).mockResolvedValueOnce({ ...makeProfile(), mobileVerified: true });
    api.use(codeSent());
    render(<SignInFlow onSignedIn={onSignedIn} />);
    await requestMobileCode(user);
    await user.click(
      await screen.findByRole('button', { name: 'Sign in with your e-mail address' }),
    );
    api.use(codeSent(), signedIn());
    await requestEmailCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await vi.waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.anything(), { verifyMobileNext: false }),
    );
  });

  it("shows the server's message when the request fails, else 'Failed to send OTP'", async () => {
    const user = userEvent.setup();
    api.use(
      answerError(
        'post',
        '/auth/otp/request',
        429,
        'Too many code requests. Please try again in an hour.',
        'RATE_LIMITED',
      ),
    );
    render(<SignInFlow onSignedIn={vi.fn()} />);
    await requestEmailCode(user);
    expect(
      await screen.findByText('Too many code requests. Please try again in an hour.'),
    ).toBeInTheDocument();

    api.use(networkFailure('post', '/auth/otp/request'));
    await user.click(screen.getByRole('button', { name: 'Send OTP to Email' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it('enables Verify & Sign In only at exactly 6 characters', async () => {
    const user = userEvent.setup();
    api.use(codeSent());
    render(<SignInFlow onSignedIn={vi.fn()} />);
    await requestEmailCode(user);
    const verify = await screen.findByRole('button', { name: 'Verify & Sign In' });
    const input = screen.getByLabelText('One-time code');
    await user.type(input, '12345');
    expect(verify).toBeDisabled();
    await user.type(input, '6');
    expect(verify).toBeEnabled();
    await user.type(input, '7');
    expect(input).toHaveValue('123456');
  });

  it("shows the server's message on a wrong code, else 'Invalid OTP', and signs in on success", async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    api.use(codeSent());
    render(<SignInFlow onSignedIn={onSignedIn} />);
    await requestEmailCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '111111');

    api.use(
      answerError(
        'post',
        '/auth/otp/verify',
        401,
        'Incorrect code. 4 attempts left.',
        'UNAUTHORIZED',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText('Incorrect code. 4 attempts left.')).toBeInTheDocument();

    api.use(networkFailure('post', '/auth/otp/verify'));
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();

    api.use(signedIn());
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(verifications().at(-1)?.body).toEqual({ nonce: 'n1', code: '111111' });
  });

  it('goes back to the login options with the e-mail address still filled in', async () => {
    const user = userEvent.setup();
    api.use(codeSent());
    render(<SignInFlow onSignedIn={vi.fn()} />);
    await requestEmailCode(user);
    await user.click(await screen.findByRole('button', { name: '← Back to login options' }));
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByLabelText(/Email/)).toHaveValue('member@demo.club');
    await user.click(screen.getByRole('button', { name: 'Send OTP to Email' }));
    await screen.findByText(/code is on its way/);
    expect(codeRequests().map((request) => request.body)).toEqual([
      { email: 'member@demo.club', language: 'en' },
      { email: 'member@demo.club', language: 'en' },
    ]);
  });

  it('goes back to the login options with the mobile channel, country code and number kept', async () => {
    const user = userEvent.setup();
    api.use(codeSent());
    render(<SignInFlow onSignedIn={vi.fn()} />);
    await requestMobileCode(user);
    await user.click(await screen.findByRole('button', { name: '← Back to login options' }));
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(screen.getByLabelText('Country code')).toHaveValue('+1');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('5551234567');
  });
});
