import { memberAreaPaths } from '@/routes/route-manifest';
import { formatMembershipEnd } from '@club/contract/india-time/format';
import { MY_MEMBERSHIP_ANCHOR } from '@club/contract/site-pages';
import { ButtonLink } from '@club/ui/button';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import { useMembership } from '@/hooks/use-membership';
import { withTags } from '@club/ui/i18n';
import { useT } from './i18n';
import styles from './membership-notice.module.css';

/** Where My Account's Membership panel is: the banner's button (and other apps' links) go there. */
export const MEMBERSHIP_PANEL_ID = MY_MEMBERSHIP_ANCHOR;

/**
 * The banner across the member area: in the last days of a term that will
 * not renew, and during the grace period after a failed renewal charge. It
 * says until when access lasts and leads to My Account to pay.
 */
export function MembershipNotice() {
  const t = useT();
  const { data: membership } = useMembership();
  const notice = membership?.notice;
  if (!membership || !notice) return null;
  const until = formatMembershipEnd(notice.until);
  const grace = notice.kind === 'grace';
  const Icon = grace ? TriangleAlert : CalendarClock;
  return (
    <aside
      className={grace ? `${styles.notice} ${styles.grace}` : styles.notice}
      aria-label={t('member.notice.label')}
    >
      <div className={styles.inner}>
        <Icon className={styles.icon} aria-hidden="true" focusable="false" />
        <p className={styles.text}>
          {withTags(
            t(grace ? 'member.notice.grace' : 'member.notice.ends', {
              plan: membership.plan.name,
              until,
            }),
            { strong: (text) => <strong>{text}</strong> },
          )}
        </p>
        <ButtonLink
          to={`${memberAreaPaths.myAccount()}#${MEMBERSHIP_PANEL_ID}`}
          size="sm"
          variant={grace ? 'primary' : 'secondary'}
          className={styles.action}
        >
          {t(grace ? 'member.notice.pay' : 'member.notice.renew')}
        </ButtonLink>
      </div>
    </aside>
  );
}
