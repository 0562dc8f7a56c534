import { render, screen, within } from '@testing-library/react';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@club/contract/user';
import { useSessionStore } from '@club/platform/session/session-store';
import { SignInMobile } from './sign-in-mobile';

const PROFILE: UserProfile = {
  id: '0b5a3f52-8c1e-4d7a-9f2b-6e4c3a2b1d0e',
  username: 'Kavya Shah',
  email: 'kavya@mahisagarfoods.example',
  countryCode: '+91',
  mobileNumber: '9825012345',
  mobileVerified: false,
  language: 'en',
  roles: [],
  companies: [],
};

type Answer = { status: number; data?: unknown };
const requests: { url: string; body: unknown }[] = [];

/** The API at the edge: each call to a path takes the next of its answers. */
function api(answers: Record<string, Answer[]>) {
  requests.length = 0;
  setHttpTransport(async (request: HttpRequest): Promise<HttpResponse> => {
    const url = request.url;
    requests.push({ url, body: request.data ? request.data : undefined });
    const answer = answers[url]?.shift() ?? { status: 404 };
    const response = {
      data: answer.data ?? {},
      status: answer.status,
      headers: new Headers(),
    };
    if (answer.status >= 400) return response;
    return response;
  });
}

const error = (status: number, message: string, field?: string) => ({
  status,
  data: { error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message, field } },
});

describe('SignInMobile', () => {
  beforeEach(() => {
    useSessionStore.getState().setProfile(PROFILE);
  });

  it('proves the number with the SMS code and then shows it as verified', async () => {
    const user = userEvent.setup();
    api({
      '/me/mobile/code': [{ status: 200, data: { nonce: 'n1' } }],
      '/me/mobile/verify': [
        error(400, 'Incorrect code. 4 attempts left.', 'code'),
        { status: 200, data: { mobileVerified: true } },
      ],
    });
    render(<SignInMobile />);
    expect(screen.getByText('+91-9825012345')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify mobile number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Verification code/), '111111');
    await user.click(verify);
    expect(await within(dialog).findByText('Incorrect code. 4 attempts left.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Verification code/));
    await user.type(within(dialog).getByLabelText(/Verification code/), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/Your mobile number is verified\. You can now sign in/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify mobile number' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().profile?.mobileVerified).toBe(true);
    expect(requests.at(-1)).toEqual({
      url: '/me/mobile/verify',
      body: { nonce: 'n1', code: '222222' },
    });
  });

  it('shows why no code could be sent, and opens no dialog', async () => {
    const user = userEvent.setup();
    const taken =
      'This mobile number is already verified on another account. Please contact us if it is yours.';
    api({ '/me/mobile/code': [error(409, taken)] });
    render(<SignInMobile />);
    await user.click(screen.getByRole('button', { name: 'Verify mobile number' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a verified number signs in, and an account without a number signs in by e-mail', () => {
    useSessionStore.getState().setProfile({ ...PROFILE, mobileVerified: true });
    const { unmount } = render(<SignInMobile />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify mobile number' })).not.toBeInTheDocument();
    unmount();

    useSessionStore.getState().setProfile({ ...PROFILE, countryCode: null, mobileNumber: null });
    render(<SignInMobile />);
    expect(screen.getByText(/Your account has no mobile number/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
