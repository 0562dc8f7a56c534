import { PageHeading } from '@/components/page-heading/page-heading';
import { memberAreaPaths } from '@/routes/route-manifest';
import { logout } from '@club/platform/api/api-client';
import { hasActiveMembership } from '@club/contract/user-rules';
import { paths } from '@club/contract/site-pages';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { ButtonLink } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { Tile, TileGrid } from '@club/ui/tile-grid';
import {
  CalendarClock,
  Compass,
  Ticket,
  Tickets,
  Handshake,
  LogOut,
  Megaphone,
  UserPlus,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { VisuallyHidden } from '@club/ui/visually-hidden';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';
import { useMembership } from '@/hooks/use-membership';
import { FirstStepsCard } from '@/components/first-steps/first-steps-card';
import { SessionsPanel } from './components/sessions-panel';
import { useInvoices, useMembershipStatus } from './hooks/use-account-queries';
import { useSessions } from './hooks/use-sessions';
import { MembershipPanel } from './components/membership-panel';
import { ScorecardPanel } from './components/scorecard-panel';
import styles from './my-account-page.module.css';

export const ACCOUNT_SUBTITLES = {
  member: 'Choose a section to manage your account',
  nonMember: 'Complete your profile or upgrade to unlock more features',
} as const;

interface AccountTile {
  key: string;
  title: string;
  caption: string;
  icon: LucideIcon;
  /** Who sees it: members, those without a membership, or both. */
  shownTo: 'members' | 'non-members' | 'everyone';
  to?: string;
}

/** The sections of the account; Log Out shows only to those without a membership. */
const TILES: readonly AccountTile[] = [
  {
    key: 'leads',
    title: 'My Leads',
    caption: 'Manage your posted leads',
    icon: Megaphone,
    shownTo: 'members',
    to: paths.myLeads(),
  },
  {
    key: 'compass',
    title: 'My Compass',
    caption: 'Navigate business opportunities',
    icon: Compass,
    shownTo: 'members',
    to: memberAreaPaths.myCompass(),
  },
  {
    key: 'members',
    title: 'Meet the Members',
    caption: 'Connect with other members',
    icon: Handshake,
    shownTo: 'members',
    to: paths.meetMembers(),
  },
  {
    key: 'meetings',
    title: 'My Meetings',
    caption: 'Your chapter meetings and tickets',
    icon: Ticket,
    shownTo: 'members',
    to: paths.myMeetings(),
  },
  {
    key: 'one-to-ones',
    title: 'My 1-to-1s',
    caption: 'Meet members one to one',
    icon: CalendarClock,
    shownTo: 'members',
    to: paths.oneToOnes(),
  },
  {
    key: 'invitations',
    title: 'My Invitations',
    caption: 'Bring a guest to your chapter',
    icon: UserPlus,
    shownTo: 'members',
    to: paths.myInvitations(),
  },
  {
    key: 'tickets',
    title: 'My Tickets',
    caption: 'Event tickets, invoices and refunds',
    icon: Tickets,
    shownTo: 'everyone',
    to: paths.myTickets(),
  },
  {
    key: 'profile',
    title: 'My Profile',
    caption: 'Update your profile information',
    icon: UserRound,
    shownTo: 'everyone',
    to: paths.myProfile(),
  },
  {
    key: 'privacy',
    title: 'Privacy',
    caption: 'Your choices and your data',
    icon: ShieldCheck,
    shownTo: 'everyone',
    to: paths.myPrivacy(),
  },
  { key: 'logout', title: 'Log Out', caption: 'Sign out', icon: LogOut, shownTo: 'non-members' },
];

function isShown(tile: AccountTile, isMember: boolean): boolean {
  if (tile.shownTo === 'everyone') return true;
  return isMember ? tile.shownTo === 'members' : tile.shownTo === 'non-members';
}

/** Placeholders the size of the tiles and the subtitle, while the membership check runs. */
function SectionsSkeleton() {
  return (
    <div className={styles.tilesSkeleton} data-testid="sections-skeleton">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height="100%" radius="var(--radius-lg, 16px)" />
      ))}
    </div>
  );
}

/**
 * `./MyAccountPage` (/my-account): the member's sections, by membership.
 * Every request of the page starts at once (the membership check, the
 * membership, the invoices, the signed-in devices, a member's first steps),
 * none waits for another, and placeholders hold the room of what is loading.
 */
export default function MyAccountPage() {
  const username = useSessionStore((state) => state.profile?.username);
  const signedInAsMember = useSessionStore((state) =>
    state.profile ? hasActiveMembership(state.profile) : false,
  );
  const membership = useMembershipStatus();
  useMembership();
  useInvoices();
  useSessions();
  // The checklist is for members: asked at once when the session already says so.
  const showFirstSteps = signedInAsMember || membership.data === true;

  if (membership.isPending) {
    return (
      <>
        <MembershipNotice />
        <div className={styles.page} aria-busy="true">
          <PageHeading
            eyebrow={username ? `Welcome, ${username}` : 'Welcome'}
            title="My Account"
            lead={
              <>
                <Skeleton width="22rem" height="1.2em" style={{ maxWidth: '100%' }} />
                <span role="status">
                  <VisuallyHidden>Loading your account…</VisuallyHidden>
                </span>
              </>
            }
          />
          <FirstStepsCard enabled={showFirstSteps} />
          <SectionsSkeleton />
          <MembershipPanel />
          <SessionsPanel />
        </div>
      </>
    );
  }

  const isMember = membership.data === true;
  return (
    <>
      <MembershipNotice />
      <div className={styles.page}>
        <PageHeading
          eyebrow={username ? `Welcome, ${username}` : 'Welcome'}
          title="My Account"
          lead={isMember ? ACCOUNT_SUBTITLES.member : ACCOUNT_SUBTITLES.nonMember}
        />

        <FirstStepsCard enabled={showFirstSteps} />

        {isMember ? null : (
          <Alert
            tone="info"
            title="Some features require an active membership"
            actions={
              <ButtonLink to={paths.membership()} size="sm">
                Upgrade now
              </ButtonLink>
            }
          >
            My Leads, My Compass and Meet the Members open once your company has an active
            membership.
          </Alert>
        )}

        <nav aria-label="Account sections">
          <TileGrid columns={isMember ? 4 : 2} className={styles.tiles}>
            {TILES.filter((tile) => isShown(tile, isMember)).map((tile) => {
              const Icon = tile.icon;
              return (
                <Tile
                  key={tile.key}
                  title={tile.title}
                  subtitle={tile.caption}
                  icon={<Icon />}
                  {...(tile.to ? { to: tile.to } : { onClick: () => void logout() })}
                />
              );
            })}
          </TileGrid>
        </nav>

        {isMember ? <ScorecardPanel /> : null}
        <MembershipPanel />
        <SessionsPanel />
      </div>
    </>
  );
}
