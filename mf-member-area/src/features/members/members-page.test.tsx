import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setHttpTransport, type HttpResponse } from '@club/platform/api/http';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MembersPage from './members-page';

const MEMBER = {
  id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  name: 'Narmada Valves',
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
};

function counter(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement ?? document.body).getByRole('definition');
}

describe('Our Members', () => {
  it("counts the club's members whatever the search, and says how many match", async () => {
    setHttpTransport(async (): Promise<HttpResponse> => ({
      data: {
        items: [MEMBER],
        nextCursor: null,
        counts: { total: 1, producers: 1, providers: 0 },
        totals: { total: 42, producers: 25, providers: 17 },
        matching: 1,
        locations: [],
      },
      status: 200,
      headers: new Headers(),
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/members?q=narmada']}>
          <MembersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Showing 1 of 1 member')).toBeInTheDocument();
    expect(counter('Total Members')).toHaveTextContent('42');
    expect(counter('Producers')).toHaveTextContent('25');
    expect(counter('Providers')).toHaveTextContent('17');
    expect(screen.getByRole('link', { name: 'Narmada Valves' })).toHaveAttribute(
      'href',
      `/members/${MEMBER.id}`,
    );
  });
});
