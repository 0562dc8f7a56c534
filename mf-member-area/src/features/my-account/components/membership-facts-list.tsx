import type { MembershipDetails } from '@club/contract/membership';
import { formatIndianDate } from '@club/contract/india-time/format';
import type { ReactNode } from 'react';
import { nextChargeText, TermDates } from './membership-facts';
import { useT } from '../i18n';
import styles from './membership-panel.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The membership's term, next charge, a plan chosen for the renewal and auto-renewal. */
export function MembershipFactsList({ membership }: { membership: MembershipDetails }) {
  const t = useT();
  return (
    <dl className={styles.facts}>
      <Fact label={t('member.account.facts.term')}>
        {membership.termStartsAt && membership.termEndsAt ? (
          <TermDates startsAt={membership.termStartsAt} endsAt={membership.termEndsAt} />
        ) : (
          t('member.account.facts.notStarted')
        )}
      </Fact>
      <Fact label={t('member.account.facts.nextCharge')}>{nextChargeText(membership, t)}</Fact>
      {membership.nextPlan ? (
        <Fact label={t('member.account.facts.nextPlan')}>
          {membership.termEndsAt
            ? t('member.account.facts.nextPlanFrom', {
                plan: membership.nextPlan.name,
                date: formatIndianDate(membership.termEndsAt),
              })
            : membership.nextPlan.name}
        </Fact>
      ) : null}
      <Fact label={t('member.account.facts.autoRenewal')}>
        {membership.autoRenewal
          ? membership.state === 'renewal_due' && membership.graceEndsAt
            ? t('member.account.facts.autoRenewalFailed')
            : t('member.account.facts.on')
          : t('member.account.facts.off')}
      </Fact>
    </dl>
  );
}
