import { SITE_PAGES } from '@club/contract/site-pages';
import { defineRouteManifest, manifestPaths } from '@club/platform/routes/route-manifest-format';

/** The pages of the member area: account, leads, directories and the profile editor. */
export const MEMBER_AREA_ROUTES = defineRouteManifest({
  owner: 'member_area',
  pages: {
    myAccount: {
      path: SITE_PAGES.myAccount,
      module: './MyAccountPage',
      data: './MyAccountPageData',
      access: 'signed-in',
      title: 'My Account',
      description: 'Your BizBridge Club account: leads, compass, members and your company profile.',
    },
    myPrivacy: {
      path: SITE_PAGES.myPrivacy,
      module: './MyPrivacyPage',
      access: 'signed-in',
      title: 'Privacy and My Data',
      description:
        'Your privacy at BizBridge Club: directory listing, lead alerts and newsletter, your data to download, corrections and closing your account.',
    },
    welcome: {
      path: SITE_PAGES.welcome,
      module: './WelcomePage',
      access: 'member',
      title: 'Welcome',
      description:
        'Your first steps as a BizBridge Club member: profile, logo, lead alerts and members.',
    },
    myCompass: {
      path: '/my-compass',
      module: './MyCompassPage',
      access: 'member',
      title: 'My Compass',
      description: 'My Compass: navigate business opportunities as a BizBridge Club member.',
    },
    meetMembers: {
      path: SITE_PAGES.meetMembers,
      module: './MeetMembersPage',
      data: './MeetMembersPageData',
      access: 'member',
      title: 'Meet the Members',
      description: 'Meet the producers and providers of BizBridge Club and get in touch.',
    },
    members: {
      path: SITE_PAGES.members,
      module: './MembersPage',
      access: 'public',
      title: 'Our Members',
      description:
        'The member companies of BizBridge Club: producers and providers across India, by state and city.',
    },
    memberCompany: {
      path: SITE_PAGES.memberCompany,
      module: './MemberCompanyPage',
      access: 'public',
      title: 'Member Company',
      description:
        'A member company of BizBridge Club: what it makes or offers, its products and its clients.',
    },
    myProfile: {
      path: SITE_PAGES.myProfile,
      module: './MyProfilePage',
      access: 'signed-in',
      title: 'Company Profile',
      description:
        'Edit your company profile: logo, owner, business details, products and services.',
    },
    myLeads: {
      path: SITE_PAGES.myLeads,
      module: './MyLeadsPage',
      data: './MyLeadsPageData',
      access: 'member',
      title: 'Business Leads',
      description: 'Browse, save and post business leads from BizBridge Club members.',
    },
    createLead: {
      path: '/create-lead',
      module: './CreateLeadPage',
      access: 'member',
      title: 'Create a Lead',
      description: 'Post a business lead for BizBridge Club members in your registered category.',
    },
  },
});

export default MEMBER_AREA_ROUTES;

/** Links to the member area's own pages that no other app links to (`memberAreaPaths.myAccount()`). */
export const memberAreaPaths = manifestPaths(MEMBER_AREA_ROUTES);
