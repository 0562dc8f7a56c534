import { translateContractText } from '@club/ui/contract-messages';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import type { Lead } from '@club/contract/leads';
import { MESSAGES } from '@club/contract/copy/messages';
import { useSessionStore } from '@club/platform/session/session-store';
import { MessageDialog } from '@club/ui/message-dialog';
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import { PageBanner } from '@club/ui/page-banner';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { deleteLead, setLeadSaved, type LeadFilters, type LeadsTab } from '@/lib/lead-requests';
import { SCORECARD_QUERY_KEY } from '@/lib/scorecard-queries';
import { CloseLeadDialog } from './components/close-lead-dialog';
import { DeleteLeadDialog } from './components/delete-lead-dialog';
import { LeadAlertsPanel } from './components/lead-alerts-panel';
import { LeadDetail } from './components/lead-detail';
import { LeadsCounters } from './components/leads-counters';
import { LeadsList } from './components/leads-list';
import { LEADS_TABS, LeadsTabs } from './components/leads-tabs';
import { LeadsToolbar } from './components/leads-toolbar';
import { useLeadCache } from './hooks/use-lead-cache';
import { useLeadCategories } from './hooks/use-lead-categories';
import { useOpenedLead } from './hooks/use-opened-lead';
import {
  FIRST_LEADS_TAB,
  LEADS_KEY,
  leadsQuery,
  RESPONDED_LEADS_KEY,
  SAVED_LEADS_KEY,
} from './queries';
import { useT } from './i18n';
import styles from './my-leads-page.module.css';

/** Saved and My Leads come whole from the server; the same search and subcategory apply here. */
function matches(lead: Lead, filters: LeadFilters): boolean {
  if (filters.subcategoryId !== null && lead.subcategoryId !== filters.subcategoryId) return false;
  const q = filters.q.trim().toLowerCase();
  if (!q) return true;
  return [lead.title, lead.brief ?? '', lead.description].some((text) =>
    text.toLowerCase().includes(q),
  );
}

/** `./MyLeadsPage` (/my-leads): browse, save and post business leads. */
export default function MyLeadsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const companyId = useSessionStore((state) => state.profile?.companies[0]?.id ?? null);
  const [tab, setTab] = useState<LeadsTab>(FIRST_LEADS_TAB);
  const [search, setSearch] = useState('');
  const [producerSub, setProducerSub] = useState<number | null>(null);
  const [providerSub, setProviderSub] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [confirming, setConfirming] = useState<Lead | null>(null);
  const [closing, setClosing] = useState<Lead | null>(null);
  const categories = useLeadCategories();
  const { patchLead, dropLead } = useLeadCache();

  const q = useDebouncedValue(search.trim());
  const filters: LeadFilters = { q, subcategoryId: producerSub ?? providerSub };
  const leads = useInfiniteQuery(leadsQuery(tab, filters, companyId));
  const loaded = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = tab === 'browse' ? loaded : loaded.filter((lead) => matches(lead, filters));
  const { openId, openLead, single, open, close } = useOpenedLead(shown);

  const toggleSave = async (lead: Lead) => {
    if (!companyId) return;
    const save = !lead.isSaved;
    patchLead(lead.id, { isSaved: save });
    try {
      await setLeadSaved(lead.id, save);
      // The Saved tab shows what is saved: unsaving there reloads the list.
      if (tab === 'saved' || save)
        void queryClient.invalidateQueries({ queryKey: SAVED_LEADS_KEY });
    } catch (error) {
      patchLead(lead.id, { isSaved: lead.isSaved });
      setMessage({
        tone: 'error',
        text:
          // Each part in the page's language: the joined text is no message of its own.
          translateContractText(MESSAGES.leads.saveErrorPrefix) +
          translateContractText(getErrorMessage(error, t('member.leads.tryAgainLater'))),
      });
    }
  };

  const removeLead = async (lead: Lead) => {
    setConfirming(null);
    try {
      await deleteLead(lead.id);
      if (openId === lead.id) close();
      dropLead(lead.id);
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      setMessage({ tone: 'success', text: MESSAGES.leads.deleteSucceeded });
    } catch (error) {
      setMessage({
        tone: 'error',
        text:
          translateContractText(MESSAGES.leads.deleteErrorPrefix) +
          translateContractText(getErrorMessage(error, t('member.leads.tryAgainLater'))),
      });
    }
  };

  const producers = categories.data?.producers;
  const providers = categories.data?.providers;

  return (
    <>
      <MembershipNotice />
      <PageBanner
        eyebrow={t('member.leads.page.eyebrow')}
        title={t('member.leads.page.title')}
        lead={t('member.leads.page.lead')}
        icon={<Briefcase />}
      />
      <div className={styles.content}>
        <LeadsToolbar
          producers={producers}
          providers={providers}
          producerSub={producerSub}
          providerSub={providerSub}
          onSubcategory={(type, id) => {
            setProducerSub(type === 'producer' ? id : null);
            setProviderSub(type === 'provider' ? id : null);
          }}
          search={search}
          onSearch={setSearch}
        />
        <LeadsCounters
          leads={shown}
          tabLabel={t(
            LEADS_TABS.find((entry) => entry.id === tab)?.label ?? 'member.leads.tabs.browse',
          )}
        />
        {producers || providers ? (
          <LeadAlertsPanel
            categories={[producers, providers].filter((category) => category != null)}
          />
        ) : null}
        <LeadsTabs tab={tab} onSelect={setTab} />
        <LeadsList
          tab={tab}
          leads={leads}
          shown={shown}
          filtered={filters.q !== '' || filters.subcategoryId !== null}
          viewerCompanyId={companyId}
          onOpen={open}
          onToggleSave={(lead) => void toggleSave(lead)}
          onDelete={setConfirming}
        />
      </div>

      {closing ? (
        <CloseLeadDialog
          lead={closing}
          onClose={() => setClosing(null)}
          onClosed={(closed) => {
            setClosing(null);
            patchLead(closed.id, closed);
            // Closed leads leave Browse; the scorecard and the lists count them.
            void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
            void queryClient.invalidateQueries({ queryKey: SCORECARD_QUERY_KEY });
            setMessage({ tone: 'success', text: MESSAGES.leads.closeSucceeded });
          }}
        />
      ) : openLead ? (
        <LeadDetail
          lead={openLead}
          ownCompany={openLead.companyId === companyId}
          viewerCompanyId={companyId}
          onClose={close}
          onToggleSave={() => void toggleSave(openLead)}
          onDelete={() => setConfirming(openLead)}
          onCloseLead={() => setClosing(openLead)}
          onChanged={(changed) => {
            patchLead(changed.id, changed);
            void queryClient.invalidateQueries({ queryKey: RESPONDED_LEADS_KEY });
            void queryClient.invalidateQueries({ queryKey: SCORECARD_QUERY_KEY });
          }}
        />
      ) : openId && single.isError ? (
        <MessageDialog
          open
          tone="error"
          message={getErrorMessage(single.error, t('member.leads.loadOneFailed'))}
          onClose={close}
        />
      ) : null}

      <DeleteLeadDialog
        lead={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(lead) => void removeLead(lead)}
      />
      <MessageDialog
        open={message !== null}
        tone={message?.tone ?? 'info'}
        message={message?.text ?? ''}
        onClose={() => setMessage(null)}
      />
    </>
  );
}
