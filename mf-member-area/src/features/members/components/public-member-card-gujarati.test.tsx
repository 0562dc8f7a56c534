import { activateLocale, loadCatalogue } from '@club/ui/i18n';
import type { PublicMember } from '@club/contract/companies';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogues as directoryCatalogues } from '@/components/directory/i18n';
import { MemberCounters } from '@/components/directory/member-counters';
import { TypeFilter } from '@/components/directory/type-filter';
import { catalogues } from '../i18n';
import { PublicMemberCard } from './public-member-card';

const member: PublicMember = {
  id: '7c0f3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Narmada Valves Pvt Ltd',
  category: 'Producers',
  subcategory: 'Valves and pumps',
  state: 'Gujarat',
  country: 'India',
  city: 'Vadodara',
  profileImageUrl: null,
  membershipType: 'Producers',
  isActive: true,
  type: 'producer',
  gstVerified: false,
};

afterEach(() => activateLocale('en'));

describe('the members directory in Gujarati', () => {
  it('labels the card, the counters and the type filter in Gujarati, names as they are', async () => {
    await activateLocale('gu');
    await loadCatalogue(catalogues, 'gu');
    await loadCatalogue(directoryCatalogues, 'gu');
    await act(async () => {
      render(
        <MemoryRouter>
          <MemberCounters counts={{ total: 12, producers: 7, providers: 5 }} />
          <TypeFilter value={null} onChange={() => undefined} />
          <PublicMemberCard member={member} />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('link', { name: 'Narmada Valves Pvt Ltd' })).toBeInTheDocument();
    expect(screen.getByText('પ્રોડ્યુસર')).toBeInTheDocument();
    expect(screen.getByText('સક્રિય')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Narmada Valves Pvt Ltd વિશે વધુ જાણો' }),
    ).toHaveTextContent('વધુ જાણો');
    expect(screen.getByText('કુલ સભ્યો').nextElementSibling).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'સભ્યનો પ્રકાર' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'બધા સભ્યો' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
