import { defineRouteManifest } from '@club/shared/routes/route-manifest-format';

/** The shell's own pages. */
export const SHELL_ROUTES = defineRouteManifest({
  owner: 'shell',
  pages: {
    signIn: {
      path: '/signin',
      module: './SignInPage',
      access: 'public',
      title: 'Sign In',
      description:
        'Sign in to BizBridge Club with a one-time code sent to your e-mail address or mobile number.',
      footer: false,
    },
  },
});
