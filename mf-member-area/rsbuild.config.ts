import { createAppConfig } from '@club/shared/build/create-app-config';

export default createAppConfig({
  name: 'member_area',
  port: 3003,
  cssPrefix: 'mem',
  title: 'Member area pages (standalone)',
  exposes: {
    './MyAccountPage': './src/features/account/my-account-page.tsx',
    './MyCompassPage': './src/features/compass/my-compass-page.tsx',
    './MeetMembersPage': './src/features/directory/meet-members-page.tsx',
    './MembersPage': './src/features/directory/members-page.tsx',
    './MyProfilePage': './src/features/profile/my-profile-page.tsx',
    './MyLeadsPage': './src/features/leads/my-leads-page.tsx',
    './CreateLeadPage': './src/features/leads/create-lead-page.tsx',
  },
});
