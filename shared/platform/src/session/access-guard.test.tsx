import { render, screen, waitFor } from '@testing-library/react';
import { HttpError, setHttpTransport, type HttpResponse } from '@club/platform/api/http';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RouteAccess } from '@club/platform/routes/route-manifest-format';
import { AccessGuard } from '@club/platform/session/access-guard';
import { useSessionStore } from '@club/platform/session/session-store';
import { makeProfile } from '@club/test-fixtures/profile-fixture';

function signIn(active: boolean, roles: string[] = []) {
  const store = useSessionStore.getState();
  store.setTokens({ accessToken: 'tok', sessionId: 'sid' });
  store.setProfile(makeProfile({ membershipActive: active, roles }));
  store.setStatus('authenticated');
}

function renderGuard(access: RouteAccess = 'signed-in') {
  return render(
    <MemoryRouter>
      <AccessGuard access={access}>
        <p>Secret members page</p>
      </AccessGuard>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useSessionStore.getState().closeSignIn();
});

describe('AccessGuard', () => {
  it('shows a spinner while the session is loading', () => {
    useSessionStore.getState().setStatus('loading');
    renderGuard();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByText('Secret members page')).not.toBeInTheDocument();
  });

  it('shows the spinner before the session has been checked (idle)', () => {
    useSessionStore.getState().setStatus('idle');
    renderGuard();
    expect(screen.getByText('Checking your access…')).toBeInTheDocument();
  });

  it('asks anonymous users to log in, and Login opens the sign-in dialog', async () => {
    renderGuard();
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.queryByText('Secret members page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(useSessionStore.getState().signInDialogOpen).toBe(true);
  });

  it('tells a signed-in member the server cannot be reached, and Retry shows the page once it answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    useSessionStore.getState().setTokens({ accessToken: 'tok', sessionId: 'sid' });
    useSessionStore.getState().setStatus('unreachable');
    renderGuard();
    expect(
      screen.getByRole('heading', { name: 'The server cannot be reached' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Access Restricted')).not.toBeInTheDocument();
    expect(screen.queryByText('Secret members page')).not.toBeInTheDocument();

    // Still down: the message stays, and so does the session.
    let attempts = 0;
    setHttpTransport(async (request) => {
      attempts += 1;
      throw new HttpError('network', request);
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Retry loads the session code first, then asks the server.
    await waitFor(() => expect(attempts).toBeGreaterThan(0));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'The server cannot be reached' }),
      ).toBeInTheDocument(),
    );
    expect(useSessionStore.getState().accessToken).toBe('tok');

    // Back up: the page renders.
    setHttpTransport(async (): Promise<HttpResponse> => ({
      data: makeProfile(),
      status: 200,
      headers: new Headers(),
    }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Secret members page')).toBeInTheDocument();
  });

  it('renders the children for signed-in users', () => {
    signIn(false);
    renderGuard();
    expect(screen.getByText('Secret members page')).toBeInTheDocument();
    expect(screen.queryByText('Access Restricted')).not.toBeInTheDocument();
  });

  it('asks signed-in users without an active membership to upgrade when required', () => {
    signIn(false);
    renderGuard('member');
    expect(screen.getByRole('heading', { name: 'Membership required' })).toBeInTheDocument();
    expect(screen.getByText(/for members with an active membership/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
    expect(screen.queryByText('Secret members page')).not.toBeInTheDocument();
  });

  it('renders the children for members when a membership is required', () => {
    signIn(true);
    renderGuard('member');
    expect(screen.getByText('Secret members page')).toBeInTheDocument();
  });

  it('shows public pages to everyone, before the session is known', () => {
    useSessionStore.getState().setStatus('idle');
    renderGuard('public');
    expect(screen.getByText('Secret members page')).toBeInTheDocument();
  });

  it('shows admin pages to admins only', () => {
    signIn(true);
    const { unmount } = renderGuard('admin');
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.queryByText('Secret members page')).not.toBeInTheDocument();
    unmount();

    signIn(false, ['admin']);
    renderGuard('admin');
    expect(screen.getByText('Secret members page')).toBeInTheDocument();
  });
});
