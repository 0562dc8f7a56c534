import { useContractText } from '@club/ui/contract-messages';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import type { Lead } from '@club/contract/leads';
import { MESSAGES } from '@club/contract/copy/messages';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { Plus } from 'lucide-react';
import type { LeadsTab } from '@/lib/lead-requests';
import { LeadCard } from './lead-card';
import { LEADS_PANEL_ID, LEADS_TABS } from './leads-tabs';
import { useT } from '../i18n';
import styles from '../my-leads-page.module.css';

interface LeadsListProps {
  tab: LeadsTab;
  leads: UseInfiniteQueryResult<InfiniteData<{ items: Lead[]; nextCursor: string | null }>>;
  /** The leads to show: the loaded pages, filtered on the tabs that come whole. */
  shown: Lead[];
  filtered: boolean;
  viewerCompanyId: string | null;
  onOpen: (lead: Lead) => void;
  onToggleSave: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}

/** The tab's panel: loading, the error, the empty state or the lead cards with Load more. */
export function LeadsList({ tab, leads, shown, filtered, viewerCompanyId, ...on }: LeadsListProps) {
  const t = useT();
  const translate = useContractText();
  const activeTab = LEADS_TABS.find((entry) => entry.id === tab) ?? LEADS_TABS[0];
  return (
    <div id={LEADS_PANEL_ID} role="tabpanel" aria-labelledby={`leads-tab-${tab}`}>
      {leads.isPending ? (
        <p role="status" className={styles.loading}>
          {translate(MESSAGES.leads.loading)}
        </p>
      ) : leads.isError ? (
        <Alert
          tone="error"
          title={t('member.leads.list.errorTitle')}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void leads.refetch()}>
              {t('member.leads.list.tryAgain')}
            </Button>
          }
        >
          {getErrorMessage(leads.error, t('member.leads.list.loadFailed'))}
        </Alert>
      ) : shown.length === 0 ? (
        <div className={styles.empty} role="status">
          <h2>{translate(MESSAGES.leads.noneFound)}</h2>
          <p>
            {filtered
              ? t('member.leads.list.adjustFilters')
              : activeTab && translate(activeTab.empty)}
          </p>
          {tab === 'browse' || tab === 'my' ? (
            <ButtonLink to="/create-lead" icon={<Plus />}>
              {t('member.leads.list.createFirst')}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <>
          <ul
            className={styles.grid}
            role="list"
            aria-label={activeTab ? t(activeTab.label) : undefined}
          >
            {shown.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  onOpen={() => on.onOpen(lead)}
                  onToggleSave={() => on.onToggleSave(lead)}
                  onDelete={tab === 'my' ? () => on.onDelete(lead) : undefined}
                  viewerCompanyId={viewerCompanyId}
                />
              </li>
            ))}
          </ul>
          {leads.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                loading={leads.isFetchingNextPage}
                onClick={() => void leads.fetchNextPage()}
              >
                {t('member.leads.list.loadMore')}
              </Button>
            </div>
          ) : null}
          {leads.isFetchNextPageError ? (
            <Alert tone="error">{t('member.leads.list.loadMoreFailed')}</Alert>
          ) : null}
        </>
      )}
    </div>
  );
}
