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
import { useT, type MessageId } from './i18n';

export const ACCOUNT_SUBTITLES = {
  member: 'member.account.subtitle.member',
  nonMember: 'member.account.subtitle.nonMember',
} as const satisfies Record<string, MessageId>;

interface AccountTile {
  key: string;
  title: MessageId;
  caption: MessageId;
  icon: LucideIcon;
  /** Who sees it: members, those without a membership, or both. */
  shownTo: 'members' | 'non-members' | 'everyone';
  to?: string;
}

/** The sections of the account; Log Out shows only to those without a membership. */
const TILES: readonly AccountTile[] = [
  {
    key: 'leads',
    title: 'member.account.tile.leads.title',
    caption: 'member.account.tile.leads.caption',
    icon: Megaphone,
    shownTo: 'members',
    to: paths.myLeads(),
  },
  {
    key: 'compass',
    title: 'member.account.tile.compass.title',
    caption: 'member.account.tile.compass.caption',
    icon: Compass,
    shownTo: 'members',
    to: memberAreaPaths.myCompass(),
  },
  {
    key: 'members',
    title: 'member.account.tile.members.title',
    caption: 'member.account.tile.members.caption',
    icon: Handshake,
    shownTo: 'members',
    to: paths.meetMembers(),
  },
  {
    key: 'meetings',
    title: 'member.account.tile.meetings.title',
    caption: 'member.account.tile.meetings.caption',
    icon: Ticket,
    shownTo: 'members',
    to: paths.myMeetings(),
  },
  {
    key: 'one-to-ones',
    title: 'member.account.tile.oneToOnes.title',
    caption: 'member.account.tile.oneToOnes.caption',
    icon: CalendarClock,
    shownTo: 'members',
    to: paths.oneToOnes(),
  },
  {
    key: 'invitations',
    title: 'member.account.tile.invitations.title',
    caption: 'member.account.tile.invitations.caption',
    icon: UserPlus,
    shownTo: 'members',
    to: paths.myInvitations(),
  },
  {
    key: 'tickets',
    title: 'member.account.tile.tickets.title',
    caption: 'member.account.tile.tickets.caption',
    icon: Tickets,
    shownTo: 'everyone',
    to: paths.myTickets(),
  },
  {
    key: 'profile',
    title: 'member.account.tile.profile.title',
    caption: 'member.account.tile.profile.caption',
    icon: UserRound,
    shownTo: 'everyone',
    to: paths.myProfile(),
  },
  {
    key: 'privacy',
    title: 'member.account.tile.privacy.title',
    caption: 'member.account.tile.privacy.caption',
    icon: ShieldCheck,
    shownTo: 'everyone',
    to: paths.myPrivacy(),
  },
  {
    key: 'logout',
    title: 'member.account.tile.logout.title',
    caption: 'member.account.tile.logout.caption',
    icon: LogOut,
    shownTo: 'non-members',
  },
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
  const t = useT();
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
            eyebrow={
              username ? t('member.account.welcomeName', { username }) : t('member.account.welcome')
            }
            title={t('member.account.title')}
            lead={
              <>
                <Skeleton width="22rem" height="1.2em" style={{ maxWidth: '100%' }} />
                <span role="status">
                  <VisuallyHidden>{t('member.account.loading')}</VisuallyHidden>
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
          eyebrow={
            username ? t('member.account.welcomeName', { username }) : t('member.account.welcome')
          }
          title={t('member.account.title')}
          lead={t(isMember ? ACCOUNT_SUBTITLES.member : ACCOUNT_SUBTITLES.nonMember)}
        />

        <FirstStepsCard enabled={showFirstSteps} />

        {isMember ? null : (
          <Alert
            tone="info"
            title={t('member.account.upgrade.title')}
            actions={
              <ButtonLink to={paths.membership()} size="sm">
                {t('member.account.upgrade.button')}
              </ButtonLink>
            }
          >
            {t('member.account.upgrade.text')}
          </Alert>
        )}

        <nav aria-label={t('member.account.sections')}>
          <TileGrid columns={isMember ? 4 : 2} className={styles.tiles}>
            {TILES.filter((tile) => isShown(tile, isMember)).map((tile) => {
              const Icon = tile.icon;
              return (
                <Tile
                  key={tile.key}
                  title={t(tile.title)}
                  subtitle={t(tile.caption)}
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
