import type { Lead } from '@club/contract/leads';
import { useT } from '../i18n';
import styles from '../my-leads-page.module.css';

/**
 * The counters mean the same on every tab: the open leads of the list below,
 * in all and by type (My Leads and Saved Leads also list won, lost and
 * expired leads: those are not counted).
 */
export function LeadsCounters({ leads, tabLabel }: { leads: Lead[]; tabLabel: string }) {
  const t = useT();
  const open = leads.filter((lead) => lead.state === 'open');
  return (
    <>
      <p id="leads-counters-note" className={styles.countersNote}>
        {t('member.leads.counters.note', { tab: tabLabel })}
      </p>
      <dl className={styles.counters} aria-describedby="leads-counters-note">
        <div>
          <dt>{t('member.leads.counters.active')}</dt>
          <dd>{open.length}</dd>
        </div>
        <div>
          <dt>{t('member.leads.counters.producers')}</dt>
          <dd>{open.filter((lead) => lead.type === 'producer').length}</dd>
        </div>
        <div>
          <dt>{t('member.leads.counters.providers')}</dt>
          <dd>{open.filter((lead) => lead.type === 'provider').length}</dd>
        </div>
      </dl>
    </>
  );
}
