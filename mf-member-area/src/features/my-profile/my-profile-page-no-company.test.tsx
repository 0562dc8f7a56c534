import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpResponse } from '@club/platform/api/http';
import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@club/platform/config/runtime-config';
import type { UserProfile } from '@club/contract/user';
import { useSessionStore } from '@club/platform/session/session-store';
import { MemoryRouter } from 'react-router-dom';
import MyProfilePage from './my-profile-page';

/** The API at the edge: a user without a company has no company profile (404). */
function api() {
  setHttpTransport(async (): Promise<HttpResponse> => {
    const response = {
      data: { error: { code: 'NOT_FOUND', message: 'You have no registered company yet.' } },
      status: 404,
      headers: new Headers(),
    };
    return response;
  });
}

const ADMIN: UserProfile = {
  id: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  username: 'Club Admin',
  email: 'admin@demo.club',
  countryCode: null,
  mobileNumber: null,
  mobileVerified: false,
  language: 'en',
  roles: [{ role: { name: 'admin' } }],
  companies: [],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
  api();
});

describe('My Profile without a company', () => {
  it('says calmly what to do next and links to the business registration form, no error', async () => {
    act(() =>
      useSessionStore.setState({
        accessToken: 'token',
        sessionId: 'session',
        profile: ADMIN,
        status: 'authenticated',
      }),
    );
    renderPage();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your business is not registered yet');
    expect(screen.getByRole('link', { name: 'Register your business' })).toHaveAttribute(
      'href',
      '/connect/membership#business-registration',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('You have no registered company yet.')).toBeNull();
  });
});
