/**
 * The addresses of the site's pages that are linked from outside the app that
 * owns them: from another app's pages, the header and footer, the API's
 * e-mails, bookmarks. An address here is a promise to every app, so it is
 * defined once, and the owning app's route manifest takes its path from here.
 * The rest of a page (its module, who may see it, its title) belongs to the
 * app that owns it; a page nobody else links to keeps its path in its own
 * manifest alone. Paths use react-router's syntax with one parameter at most.
 */

/**
 * The query of the sign-in link in a code the club's staff sent (the back
 * office's "resend a sign-in code"): `/signin?code-for=<e-mail>&nonce=<nonce>`
 * opens the sign-in page at its code step for that address. The nonce is the
 * one POST /auth/otp/verify needs with the code; it signs nobody in alone.
 */
export const SIGN_IN_LINK_PARAMS = { email: 'code-for', nonce: 'nonce' } as const;

export const SITE_PAGES = {
  // The shell's own page.
  signIn: '/signin',
  // Marketing: home and the public content pages.
  home: '/',
  about: '/about',
  contact: '/contact',
  location: '/location',
  city: '/city/:city',
  capital: '/capital',
  continuousEducation: '/continuous-education',
  producers: '/connect/producers',
  providers: '/connect/providers',
  consult: '/consult/:service',
  coserve: '/coserve/:service',
  indiaInsights: '/india-insights',
  newsletter: '/newsletter/:action',
  legal: '/:policy',
  privacyGrievance: '/privacy/grievance',
  // Onboarding.
  membership: '/connect/membership',
  // Member area.
  welcome: '/welcome',
  meetMembers: '/meet-members',
  members: '/members',
  memberCompany: '/members/:id',
  myProfile: '/my-profile',
  myLeads: '/my-leads',
  myAccount: '/my-account',
  myPrivacy: '/my-account/privacy',
  // The admins' back office (the news admin remote).
  adminOverview: '/admin',
  // Events: chapter meetings, tickets and the staff's check-in (the events remote).
  events: '/events',
  meeting: '/events/:id',
  // A paid event: its ticket types, buying a ticket, the waitlist.
  paidEvent: '/events/e/:id',
  // Everyone's bought tickets (visitors buy them too, so not only members see them).
  myTickets: '/my-tickets',
  myMeetings: '/my-meetings',
  checkIn: '/check-in',
  chapters: '/chapters',
  oneToOnes: '/one-to-ones',
  proposeOneToOne: '/one-to-ones/new',
  myInvitations: '/my-invitations',
  visitorRegistration: '/visit',
  // The link in a visitor's reminder and follow-up e-mails that stops them.
  visitorStopEmails: '/visit/stop-emails',
} as const;

export type SitePageKey = keyof typeof SITE_PAGES;

/**
 * My Account's Membership panel (plan, term, renewal, cancel, invoices): the
 * membership page's 'Manage' links to it as the URL's hash.
 */
export const MY_MEMBERSHIP_ANCHOR = 'membership';

/**
 * The query parameter of /signin that names the page the visitor came from:
 * `/signin?next=/members/12`. After signing in they go back there (the sign-in
 * page accepts only a path of this site).
 */
export const SIGN_IN_RETURN_PARAM = 'next';

/** The sign-in page's address that brings the visitor back to `from` (a path with its query). */
export function signInPathFrom(from: string): string {
  if (!from.startsWith('/') || from === SITE_PAGES.home || from.startsWith(SITE_PAGES.signIn)) {
    return SITE_PAGES.signIn;
  }
  return `${SITE_PAGES.signIn}?${new URLSearchParams({ [SIGN_IN_RETURN_PARAM]: from }).toString()}`;
}

/** The propose page's query naming the member company to meet: `/one-to-ones/new?with=<id>`. */
export const ONE_TO_ONE_WITH_PARAM = 'with';

/** The link that proposes a 1-to-1 to a member company. */
export function proposeOneToOnePath(companyId: string): string {
  return `${SITE_PAGES.proposeOneToOne}?${new URLSearchParams({ [ONE_TO_ONE_WITH_PARAM]: companyId }).toString()}`;
}

/**
 * The key of a visitor's invitation link's hash: `/visit#invitation=<token>`.
 * In the hash, the single-use token never reaches a server's access log.
 */
export const VISITOR_INVITATION_PARAM = 'invitation';

/** My Invitations' query naming the meeting to invite a guest to: `/my-invitations?meeting=<id>`. */
export const INVITE_MEETING_PARAM = 'meeting';

/** The link that opens the invitation form for one meeting. */
export function inviteVisitorPath(meetingId: string): string {
  return `${SITE_PAGES.myInvitations}?${new URLSearchParams({ [INVITE_MEETING_PARAM]: meetingId }).toString()}`;
}

/** The page a guest registers for a meeting on, from their invitation's link. */
export function visitorRegistrationPath(token: string): string {
  return `${SITE_PAGES.visitorRegistration}#${new URLSearchParams({ [VISITOR_INVITATION_PARAM]: token }).toString()}`;
}

/** The key of the hash of a visitor's "stop these e-mails" link: `/visit/stop-emails#token=…`. */
export const VISITOR_EMAILS_TOKEN_PARAM = 'token';

/** The page a visitor withdraws their consent to the meeting's e-mails on (one press, a POST). */
export function visitorStopEmailsPath(token: string): string {
  return `${SITE_PAGES.visitorStopEmails}#${new URLSearchParams({ [VISITOR_EMAILS_TOKEN_PARAM]: token }).toString()}`;
}

/** The Business Registration form on the membership page: links add it as the URL's hash. */
export const BUSINESS_REGISTRATION_ANCHOR = 'business-registration';

/**
 * Modules a remote lets other apps mount inside their own pages (the news
 * manager on the home page), by the remote's federation name and exposed module.
 */
export const SITE_PARTS = {
  newsManager: { owner: 'news_admin', module: './NewsManager' },
} as const;

const PARAM = /:([a-z][A-Za-z0-9]*)/;

/** The one parameter name of a path, if any. */
export function pathParamName(path: string): string | undefined {
  return PARAM.exec(path)?.[1];
}

/** A path with its one parameter filled in (URL-encoded); a path without one as it is. */
export function fillPath(path: string, value = ''): string {
  const param = pathParamName(path);
  return param ? path.replace(`:${param}`, encodeURIComponent(value)) : path;
}

/** A page's link: no argument for a fixed path, the parameter's value for one with a parameter. */
export type PathBuilder<Path extends string> = Path extends `${string}:${string}`
  ? (value: string) => string
  : () => string;

export type PathBuilders<Pages extends Record<string, string>> = {
  readonly [K in keyof Pages]: PathBuilder<Pages[K]>;
};

/** Link builders for a set of pages: `{ city: '/city/:city' }` → `paths.city('pune')`. */
export function pathBuilders<const Pages extends Record<string, string>>(
  pages: Pages,
): PathBuilders<Pages> {
  return Object.fromEntries(
    Object.entries(pages).map(([key, path]) => [key, (value?: string) => fillPath(path, value)]),
  ) as unknown as PathBuilders<Pages>;
}

/**
 * The one way to link to a page of another app (or of the same app, when the
 * page is one others link to): `paths.membership()`, `paths.city('pune')`.
 */
export const paths = pathBuilders(SITE_PAGES);
