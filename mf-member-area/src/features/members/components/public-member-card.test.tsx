import { render, screen } from '@testing-library/react';
import type { PublicMember } from '@club/contract/companies';
import { MemoryRouter } from 'react-router-dom';
import { initialsOf } from '@/components/directory/company-logo';
import { GST_VERIFIED_DESCRIPTION } from '@club/contract/gstin';
import { PublicMemberCard } from './public-member-card';

const member: PublicMember = {
  id: '7c0f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: null,
  category: 'Providers',
  subcategory: null,
  state: null,
  country: 'India',
  city: null,
  profileImageUrl: null,
  membershipType: 'Providers',
  isActive: true,
  type: 'provider',
  gstVerified: false,
};

function renderCard(changes: Partial<PublicMember> = {}) {
  return render(
    <MemoryRouter>
      <PublicMemberCard member={{ ...member, ...changes }} />
    </MemoryRouter>,
  );
}

describe('a public member card', () => {
  it('shows "GST verified" with what was checked only for a company whose GSTIN passed', () => {
    renderCard({ gstVerified: true });
    const badge = screen.getByRole('button', { name: 'GST verified' });
    expect(badge).toHaveAccessibleDescription(GST_VERIFIED_DESCRIPTION);
    expect(GST_VERIFIED_DESCRIPTION).toContain('The live registration status is not checked.');
  });

  it('shows no badge for a company whose GSTIN did not pass', () => {
    renderCard({ gstVerified: false });
    expect(screen.queryByRole('button', { name: 'GST verified' })).toBeNull();
  });

  it('falls back for a missing name, subcategory and city, and shows the Active tag', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Company Name Not Available' })).toBeInTheDocument();
    expect(screen.getByText('Providers')).toBeInTheDocument();
    expect(screen.getByText('India')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Know More/ })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
  });

  it("makes the company name a link to the company's page and keeps Know More", () => {
    renderCard({ name: 'Kothari Legal LLP' });
    expect(
      screen.getByRole('heading', { name: 'Kothari Legal LLP' }).querySelector('a'),
    ).toHaveAttribute('href', `/members/${member.id}`);
    expect(screen.getByRole('link', { name: 'Kothari Legal LLP' })).toHaveAttribute(
      'href',
      `/members/${member.id}`,
    );
    expect(screen.getByRole('link', { name: /Know More/ })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
  });

  it("prefers the subcategory and the city, says 'Not specified' when nothing is known", () => {
    renderCard({
      name: 'Kothari Legal LLP',
      subcategory: 'Legal Advisors',
      city: 'Ahmedabad',
      isActive: false,
    });
    expect(screen.getByText('Legal Advisors')).toBeInTheDocument();
    expect(screen.getByText('Ahmedabad, India')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    renderCard({ category: null, subcategory: null, country: null });
    expect(screen.getAllByText('Not specified')).toHaveLength(2);
  });

  it('makes an initials tile when there is no logo', () => {
    expect(initialsOf('Vishwamitri Precision Castings')).toBe('VP');
    expect(initialsOf('Desai & Shah Legal')).toBe('DS');
    expect(initialsOf(null)).toBe('?');
  });
});
