import { defineRouteManifest } from '@club/shared/routes/route-manifest-format';

/** The pages of the onboarding remote: membership, registration and payment. */
export const ONBOARDING_ROUTES = defineRouteManifest({
  owner: 'onboarding',
  pages: {
    membership: {
      path: '/connect/membership',
      module: './MembershipPage',
      access: 'public',
      title: 'Be a Member',
      description:
        'Become a BizBridge Club member: compare the Promoters, Producers and Providers plans, register your business and pay for a yearly membership online.',
    },
  },
});

/** The Business Registration form on the membership page: links add it as the URL's hash. */
export const BUSINESS_REGISTRATION_ANCHOR = 'business-registration';
