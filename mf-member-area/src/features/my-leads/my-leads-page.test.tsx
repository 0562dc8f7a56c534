import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Lead } from '@club/contract/leads';
import type { UserProfile } from '@club/contract/user';
import { useSessionStore } from '@club/platform/session/session-store';
import { MemoryRouter } from 'react-router-dom';
import MyLeadsPage from './my-leads-page';
import loadMyLeadsData from './my-leads-page-data';

const COMPANY_ID = '5c1f4c0e-8f59-4b7a-9d0e-2f4b1f1f0a01';

const LEAD: Lead = {
  id: '7b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
  title: 'Brass gate valves wanted',
  brief: 'DN50, ISI marked',
  description: '500 pieces delivered to Vadodara.',
  categoryId: 1,
  subcategoryId: 12,
  location: 'Vadodara, Gujarat',
  email: 'buying@example.in',
  phone: '+91 98765 43210',
  images: [{ objectKey: 'leads/a.png', sortOrder: 0, url: 'https://files.example/leads/a.png' }],
  companyId: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  company: {
    id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    name: 'Narmada Valves',
    profileImageUrl: null,
    gstVerified: true,
  },
  category: { id: 1, name: 'Producers' },
  subcategory: { id: 12, name: 'Metals & Machinery' },
  type: 'producer',
  createdAt: '2026-11-20T10:00:00.000Z',
  isSaved: false,
  state: 'open',
  expiresAt: '2026-12-27T10:00:00.000Z',
  closedAt: null,
  respondedAt: null,
  responseCount: 0,
  business: null,
};

const PROFILE = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  username: 'Harshad Patel',
  email: 'member@demo.club',
  countryCode: '+91',
  mobileNumber: '9800000002',
  roles: [],
  companies: [{ id: COMPANY_ID }],
} as unknown as UserProfile;

interface Answer {
  status: number;
  data?: unknown;
}

/** The API at the edge: `answer(method, url)` says what each request gets; requests are recorded. */
function api(answer: (method: string, url: string) => Answer | Promise<Answer>) {
  const requests: string[] = [];
  setHttpTransport(async (request: HttpRequest): Promise<HttpResponse> => {
    const method = (request.method ?? 'get').toUpperCase();
    requests.push(`${method} ${request.url}`);
    const { status, data } = await answer(method, request.url);
    const response = { data: data ?? {}, status, headers: new Headers() };
    return response;
  });
  return requests;
}

function renderPage(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  useSessionStore.setState({ profile: PROFILE });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-leads']}>
        <MyLeadsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('My Leads', () => {
  it('shows the leads its data module asked for, without asking again', async () => {
    const requests = api((method, url) => {
      if (method === 'GET' && url === '/leads') {
        return { status: 200, data: { items: [LEAD], nextCursor: null } };
      }
      return { status: 404, data: { error: { code: 'NOT_FOUND', message: 'Not here' } } };
    });
    // The shell's query client keeps an answer fresh for a minute.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    });
    // The shell runs the data module before the page's module has arrived.
    await loadMyLeadsData({ queryClient: client, props: {}, profile: PROFILE });
    expect(requests).toContain('GET /leads');

    renderPage(client);
    expect(
      await screen.findByRole('button', { name: `Save lead: ${LEAD.title}` }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request === 'GET /leads')).toHaveLength(1);
  });

  it('fills the heart at once, and takes it back with the server message when saving fails', async () => {
    // The save is answered only when the test has seen the optimistic heart.
    let answerSave: () => void = () => undefined;
    const saveMayAnswer = new Promise<void>((resolve) => {
      answerSave = resolve;
    });
    const requests = api((method, url) => {
      if (method === 'GET' && url === '/leads') {
        return { status: 200, data: { items: [LEAD], nextCursor: null } };
      }
      if (method === 'POST' && url === `/leads/${LEAD.id}/save`) {
        return saveMayAnswer.then(() => ({
          status: 503,
          data: { error: { code: 'UNAVAILABLE', message: 'The database is busy' } },
        }));
      }
      return { status: 404, data: { error: { code: 'NOT_FOUND', message: 'Not here' } } };
    });
    renderPage();

    const heart = await screen.findByRole('button', { name: `Save lead: ${LEAD.title}` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(
      await screen.findByRole('button', { name: `Unsave lead: ${LEAD.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    answerSave();

    const dialog = await screen.findByRole('dialog', {
      name: 'Error saving lead: The database is busy',
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Save lead: ${LEAD.title}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(requests).toContain(`POST /leads/${LEAD.id}/save`);
  });

  it("shows each tab's empty text, and Create First Lead except on Saved Leads", async () => {
    api((method, url) => {
      if (url === '/leads' || url === '/me/saved-leads') {
        return { status: 200, data: { items: [], nextCursor: null } };
      }
      if (url === `/companies/${COMPANY_ID}/leads`) return { status: 200, data: { items: [] } };
      return { status: 404, data: { error: { code: 'NOT_FOUND', message: 'Not here' } } };
    });
    renderPage();
    const panel = () => screen.getByRole('tabpanel');

    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        'No leads are available at the moment. Be the first to create a lead!',
      ),
    );
    expect(within(panel()).getByRole('link', { name: 'Create First Lead' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Saved Leads' }));
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        "You haven't saved any leads yet. Browse leads and save the ones that interest you.",
      ),
    );
    expect(within(panel()).queryByRole('link', { name: 'Create First Lead' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'My Leads' }));
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        "You haven't posted any leads yet. Create your first lead to start getting inquiries.",
      ),
    );
  });

  it('counts the open leads of the list on every tab, whatever else the tab lists', async () => {
    const won: Lead = {
      ...LEAD,
      id: '8b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
      title: 'Welded pipes wanted',
      state: 'won',
    };
    const provider: Lead = {
      ...LEAD,
      id: '9b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
      title: 'Audit wanted',
      type: 'provider',
    };
    api((method, url) => {
      if (url === '/leads')
        return { status: 200, data: { items: [LEAD, provider], nextCursor: null } };
      if (url === `/companies/${COMPANY_ID}/leads`)
        return { status: 200, data: { items: [LEAD, won] } };
      return { status: 404, data: { error: { code: 'NOT_FOUND', message: 'Not here' } } };
    });
    renderPage();
    const counter = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

    await screen.findByText('Audit wanted');
    expect(screen.getByText('Open leads in Browse Leads')).toBeInTheDocument();
    expect([counter('Active Leads'), counter('Producers'), counter('Providers')]).toEqual([
      '2',
      '1',
      '1',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'My Leads' }));
    await screen.findByText('Welded pipes wanted');
    expect(screen.getByText('Open leads in My Leads')).toBeInTheDocument();
    // The won lead is listed, not counted.
    expect([counter('Active Leads'), counter('Producers'), counter('Providers')]).toEqual([
      '1',
      '1',
      '0',
    ]);
  });
});
