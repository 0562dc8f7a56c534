import { createAppConfig } from '@club/shared/build/create-app-config';
import { sitePort } from '../scripts/site-apps.mjs';

export default createAppConfig({
  name: 'member_area',
  port: sitePort('member_area'),
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
