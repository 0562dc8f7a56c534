import type { CompanyProfile } from '@club/contract/companies';
import type { UserProfile } from '@club/contract/user';

/**
 * A signed-in user for tests: `roles` by name; `membershipActive` null for no
 * company, else one company whose membership is active or ended.
 */
export function makeProfile({
  roles = [],
  membershipActive = null,
}: { roles?: string[]; membershipActive?: boolean | null } = {}): UserProfile {
  return {
    id: '0b6d6f5e-5d0c-4c39-9a4b-3f1c2a7e8d11',
    username: 'Asha Patel',
    email: 'asha@example.com',
    countryCode: '+91',
    mobileNumber: '9876543210',
    mobileVerified: true,
    language: 'en',
    roles: roles.map((name) => ({ role: { name } })),
    companies:
      membershipActive === null
        ? []
        : [
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
                  isActive: membershipActive,
                  status: membershipActive ? 'active' : 'ended',
                  membershipType: { id: 2, name: 'Producers' },
                  startsAt: null,
                  endsAt: null,
                },
              ],
            },
          ],
  };
}

/** The company profile of `user`'s first company before anything was filled in. */
export function makeEmptyCompanyProfile(user: UserProfile): CompanyProfile {
  const [company] = user.companies;
  if (!company) throw new Error('the fixture has a company');
  return {
    establishedAt: null,
    website: null,
    city: null,
    brief: null,
    ownerName: null,
    primaryEmail: null,
    primaryPhone: null,
    firmTypeId: null,
    skilledEmployees: null,
    unskilledEmployees: null,
    revenueBandId: null,
    isoCertified: null,
    pan: null,
    msme: null,
    coreProducts: [],
    about: null,
    clients: [],
    profileImageKey: null,
    company: { ...company, state: { id: 11, name: 'Gujarat' } },
    profileImageUrl: null,
    firmType: null,
    revenueBand: null,
  };
}
