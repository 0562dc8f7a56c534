import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { UserProfile } from '@club/shared/contract/user';
import { AccessGuard } from '@club/shared/session/access-guard';
import { useSessionStore } from '@club/shared/session/session-store';

function makeProfile(active: boolean): UserProfile {
  return {
    id: '0b6d6f5e-5d0c-4c39-9a4b-3f1c2a7e8d11',
    username: 'Asha Patel',
    email: 'asha@example.com',
    countryCode: '+91',
    mobileNumber: '9876543210',
    roles: [],
    companies: [
      {
        id: '7c0f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
        name: 'Patel Textiles',
        companyEmail: 'info@pateltextiles.in',
        companyMobile: '9876500000',
        countryCode: '+91',
        categoryId: 1,
        subcategoryId: null,
        category: null,
        subcategory: null,
        state: null,
        billingName: 'Patel Textiles Pvt Ltd',
        billingAddress: 'Ring Road, Surat',
        country: 'India',
        gstNumber: null,
        memberships: [
          {
            id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
            isActive: active,
            status: active ? 'active' : 'expired',
            membershipType: { id: 2, name: 'Producers' },
            startsAt: null,
            endsAt: null,
          },
        ],
      },
    ],
  };
}

function signIn(active: boolean) {
  const store = useSessionStore.getState();
  store.setTokens({ accessToken: 'tok', sessionId: 'sid' });
  store.setProfile(makeProfile(active));
  store.setStatus('authenticated');
}

function renderGuard(requireMembership = false) {
  return render(
    <MemoryRouter>
      <AccessGuard requireMembership={requireMembership}>
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

  it('renders the children for signed-in users', () => {
    signIn(false);
    renderGuard();
    expect(screen.getByText('Secret members page')).toBeInTheDocument();
    expect(screen.queryByText('Access Restricted')).not.toBeInTheDocument();
  });

  it('asks signed-in users without an active membership to upgrade when required', () => {
    signIn(false);
    renderGuard(true);
    expect(screen.getByRole('heading', { name: 'Upgrade to access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /membership/i })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
    expect(screen.queryByText('Secret members page')).not.toBeInTheDocument();
  });

  it('renders the children for members when a membership is required', () => {
    signIn(true);
    renderGuard(true);
    expect(screen.getByText('Secret members page')).toBeInTheDocument();
  });
});
