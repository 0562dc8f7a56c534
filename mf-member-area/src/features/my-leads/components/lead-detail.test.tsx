import { render, screen, waitFor } from '@testing-library/react';
import type { Lead } from '@club/contract/leads';
import { MemoryRouter } from 'react-router-dom';
import { LeadDetail } from './lead-detail';

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

function renderDetail(lead: Lead) {
  return render(
    <MemoryRouter>
      <LeadDetail
        lead={lead}
        ownCompany={false}
        onClose={() => undefined}
        onToggleSave={() => undefined}
        onDelete={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('the lead detail', () => {
  it('opens at its top with focus on its title, also with one image (no carousel controls)', async () => {
    renderDetail(LEAD);
    const heading = screen.getByRole('heading', { name: LEAD.title });
    // Focus moves in once the dialog has been painted.
    await waitFor(() => expect(heading).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('link', { name: LEAD.phone ?? '' })).not.toHaveFocus();
    expect(screen.getByRole('img', { name: `${LEAD.title}, image 1 of 1` })).toBeInTheDocument();
  });

  it("links the company's name to its page", async () => {
    renderDetail({ ...LEAD, images: [] });
    expect(screen.getByRole('link', { name: 'Narmada Valves' })).toHaveAttribute(
      'href',
      `/members/${LEAD.company.id}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: LEAD.title })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
  });
});
