import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpRequest, type HttpResponse } from '@club/platform/api/http';
import { render, screen, within } from '@testing-library/react';
import type { MemberCompanyPage } from '@club/contract/companies';
import { MemoryRouter } from 'react-router-dom';
import MemberCompanyPageView from './member-company-page';

const ID = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const COMPANY: MemberCompanyPage = {
  id: ID,
  name: 'Narmada Valves Pvt Ltd',
  category: 'Producers',
  subcategory: 'Metals & Machinery',
  state: 'Gujarat',
  country: 'India',
  city: 'Vadodara',
  profileImageUrl: null,
  membershipType: 'Producers',
  isActive: true,
  type: 'producer',
  gstVerified: true,
  brief: 'Brass and bronze valves for water utilities since 1994.',
  coreProducts: ['Gate valves', 'Ball valves'],
  clients: ['Gujarat Water Board'],
};

const CONTACTS = {
  ownerName: 'Harshad Patel',
  email: 'info@narmadavalves.example',
  contactNumber: '+91 9876543210',
  primaryEmail: null,
  primaryPhone: null,
  website: 'https://narmadavalves.example',
};

/** The API at the edge: every request gets `status` and `data`. */
function api(status: number, data: unknown) {
  setHttpTransport(async (request: HttpRequest): Promise<HttpResponse> => {
    expect(request.url).toBe(`/companies/${ID}/profile`);
    const response = { data, status, headers: new Headers() };
    return response;
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/members/${ID}`]}>
        <MemberCompanyPageView id={ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a member company's page", () => {
  it('shows a visitor the card, brief, products and clients, no contacts, and names the tab', async () => {
    api(200, COMPANY);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading member…');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Narmada Valves Pvt Ltd' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Producer')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Metals & Machinery')).toBeInTheDocument();
    expect(screen.getByText('Vadodara, India')).toBeInTheDocument();
    expect(screen.getByText(COMPANY.brief ?? '')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Core products and services' });
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gate valves', 'Ball valves']);
    expect(
      within(screen.getByRole('region', { name: 'Key clients' })).getByText('Gujarat Water Board'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Contact details are shown to members with an active membership.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@|\+91/ })).toBeNull();
    expect(document.title).toBe('Narmada Valves Pvt Ltd | BizBridge Club');
  });

  it('shows an active member the contacts', async () => {
    api(200, { ...COMPANY, contacts: CONTACTS });
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Harshad Patel')).toBeInTheDocument();
    expect(
      within(contact).getByRole('link', { name: 'info@narmadavalves.example' }),
    ).toHaveAttribute('href', 'mailto:info@narmadavalves.example');
    expect(within(contact).getByRole('link', { name: /98765/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(contact).getByRole('link', { name: 'narmadavalves.example' })).toHaveAttribute(
      'href',
      'https://narmadavalves.example',
    );
    expect(screen.queryByText(/shown to members with an active membership/)).toBeNull();
  });

  it("says 'Member not found' for a company that is not a listed member", async () => {
    api(404, {
      error: { code: 'NOT_FOUND', message: 'This member company does not exist or is not listed.' },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all members' })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(document.title).toBe('Member not found | BizBridge Club');
  });

  it('offers Try again when the member cannot be loaded (after one quiet retry)', async () => {
    api(503, { error: { code: 'UNAVAILABLE', message: 'Busy' } });
    renderPage();
    expect(
      await screen.findByText('Failed to load this member', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
