import { render, screen } from '@testing-library/react';
import type { Lead, LeadBusiness } from '@club/contract/leads';
import { GST_VERIFIED_DESCRIPTION } from '@club/contract/gstin';
import { LeadCard } from './lead-card';

const NAME = 'Shree Vishwamitri Precision Castings and Engineering Works Private Limited';

const LEAD: Lead = {
  id: '7b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
  title: 'Brass gate valves wanted',
  brief: null,
  description: '500 pieces delivered to Vadodara.',
  categoryId: 1,
  subcategoryId: 12,
  location: 'Vadodara, Gujarat',
  email: 'buying@example.in',
  phone: null,
  images: [],
  companyId: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  company: {
    id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    name: NAME,
    profileImageUrl: null,
    gstVerified: false,
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

describe('a lead card', () => {
  it('keeps a long company name whole: in the text and as its tooltip', () => {
    render(<LeadCard lead={LEAD} onOpen={() => undefined} onToggleSave={() => undefined} />);
    const name = screen.getByText(NAME);
    expect(name).toHaveAttribute('title', NAME);
    expect(name.textContent).toBe(NAME);
  });

  it('shows "GST verified" for a company whose GSTIN passed, described by what was checked', () => {
    const { rerender } = render(
      <LeadCard lead={LEAD} onOpen={() => undefined} onToggleSave={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: 'GST verified' })).toBeNull();
    rerender(
      <LeadCard
        lead={{ ...LEAD, company: { ...LEAD.company, gstVerified: true } }}
        onOpen={() => undefined}
        onToggleSave={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'GST verified' })).toHaveAccessibleDescription(
      GST_VERIFIED_DESCRIPTION,
    );
  });

  it('tells the company that won a lead so, and asks for its answer until it gives one', () => {
    const winnerId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
    const business: LeadBusiness = {
      winner: { id: winnerId, name: 'Sahyadri Logistics' },
      orderValue: 250_000,
      confirmation: 'pending',
      answeredAt: null,
    };
    const won: Lead = { ...LEAD, state: 'won', closedAt: '2026-11-25T10:00:00.000Z', business };
    const card = (lead: Lead, viewerCompanyId: string | null) => (
      <LeadCard
        lead={lead}
        onOpen={() => undefined}
        onToggleSave={() => undefined}
        viewerCompanyId={viewerCompanyId}
      />
    );
    const { rerender } = render(card(won, winnerId));
    expect(screen.getByText('You won this lead')).toBeVisible();
    expect(screen.getByText('Confirm or dispute the business')).toBeVisible();
    expect(screen.queryByText('Won')).toBeNull();

    const answered: LeadBusiness = {
      ...business,
      confirmation: 'confirmed',
      answeredAt: '2026-11-26T09:00:00.000Z',
    };
    rerender(card({ ...won, business: answered }, winnerId));
    expect(screen.getByText('You won this lead')).toBeVisible();
    expect(screen.queryByText('Confirm or dispute the business')).toBeNull();

    // The poster sees the lead's state, not the winner's prompt.
    rerender(card(won, LEAD.companyId));
    expect(screen.getByText('Won')).toBeVisible();
    expect(screen.queryByText('You won this lead')).toBeNull();
    expect(screen.queryByText('Confirm or dispute the business')).toBeNull();
  });
});
