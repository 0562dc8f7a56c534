import { SITE_PAGES } from '@club/contract/site-pages';
import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';

/** The pages of the onboarding remote: membership, registration and payment. */
export const ONBOARDING_ROUTES = defineRouteManifest({
  owner: 'onboarding',
  pages: {
    membership: {
      path: SITE_PAGES.membership,
      module: './MembershipPage',
      access: 'public',
      title: 'Be a Member',
      description:
        'Become a BizBridge Club member: compare the Promoters, Producers and Providers plans, register your business and pay for a yearly membership online.',
    },
  },
});

export default ONBOARDING_ROUTES;
