import { SITE_PAGES } from '@club/contract/site-pages';
import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';

/** The shell's own pages. */
export const SHELL_ROUTES = defineRouteManifest({
  owner: 'shell',
  pages: {
    signIn: {
      path: SITE_PAGES.signIn,
      module: './SignInPage',
      access: 'public',
      title: 'Sign In',
      description:
        'Sign in to BizBridge Club with a one-time code sent to your e-mail address or mobile number.',
      footer: false,
    },
  },
});

export default SHELL_ROUTES;
