import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { getErrorMessage } from '@club/platform/api/api-error';
import type { Lead } from '@club/contract/leads';
import { MESSAGES } from '@club/contract/copy/messages';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { SelectField, TextField } from '@club/ui/form-field';
import { MessageDialog } from '@club/ui/message-dialog';
import { Modal } from '@club/ui/modal';
import { Briefcase, Plus, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageBanner } from '@/components/page-banner/page-banner';
import {
  deleteLead,
  fetchLead,
  setLeadSaved,
  type LeadFilters,
  type LeadsTab,
} from '@/lib/lead-requests';
import { CloseLeadDialog } from './components/close-lead-dialog';
import { LeadAlertsPanel } from './components/lead-alerts-panel';
import { LeadCard } from './components/lead-card';
import { LeadDetail } from './components/lead-detail';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLeadCategories } from './hooks/use-lead-categories';
import { FIRST_LEADS_TAB, LEADS_KEY, leadsQuery } from './queries';
import styles from './my-leads-page.module.css';
import { MembershipNotice } from '@/components/membership-notice/membership-notice';

const TABS: { id: LeadsTab; label: string; empty: string }[] = [
  { id: 'browse', label: 'Browse Leads', empty: MESSAGES.leads.emptyBrowse },
  { id: 'saved', label: 'Saved Leads', empty: MESSAGES.leads.emptySaved },
  { id: 'my', label: 'My Leads', empty: MESSAGES.leads.emptyMine },
  { id: 'responses', label: 'Responses', empty: MESSAGES.leads.emptyResponses },
];

type LeadPages = InfiniteData<{ items: Lead[]; nextCursor: string | null }>;

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
  const queryClient = useQueryClient();
  const companyId = useSessionStore((state) => state.profile?.companies[0]?.id ?? null);
  const [tab, setTab] = useState<LeadsTab>(FIRST_LEADS_TAB);
  const [search, setSearch] = useState('');
  const [producerSub, setProducerSub] = useState<number | null>(null);
  const [providerSub, setProviderSub] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [confirming, setConfirming] = useState<Lead | null>(null);
  const [closing, setClosing] = useState<Lead | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const openedHere = useRef(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const categories = useLeadCategories();

  const q = useDebouncedValue(search.trim());
  const filters: LeadFilters = { q, subcategoryId: producerSub ?? providerSub };
  const leads = useInfiniteQuery(leadsQuery(tab, filters, companyId));
  const loaded = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = tab === 'browse' ? loaded : loaded.filter((lead) => matches(lead, filters));
  // The counters mean the same on every tab: the open leads of the list below, in all and by
  // type (My Leads and Saved Leads also list won, lost and expired leads: those are not counted).
  const openShown = shown.filter((lead) => lead.state === 'open');
  const counts = {
    total: openShown.length,
    producers: openShown.filter((lead) => lead.type === 'producer').length,
    providers: openShown.filter((lead) => lead.type === 'provider').length,
  };
  const tabLabel = TABS.find((entry) => entry.id === tab)?.label ?? '';

  const openId = searchParams.get('lead');
  const listed = openId ? shown.find((lead) => lead.id === openId) : undefined;
  const single = useQuery({
    queryKey: [...LEADS_KEY, 'one', openId],
    queryFn: () => fetchLead(openId ?? ''),
    enabled: Boolean(openId) && !listed,
    retry: false,
  });
  const openLead = listed ?? single.data;

  const open = (lead: Lead) => {
    openedHere.current = true;
    setSearchParams((params) => {
      params.set('lead', lead.id);
      return params;
    });
  };
  const close = () => {
    // Opened from the list: back undoes it. Opened from a shared link: drop the parameter.
    if (openedHere.current) {
      openedHere.current = false;
      window.history.back();
      return;
    }
    setSearchParams(
      (params) => {
        params.delete('lead');
        return params;
      },
      { replace: true },
    );
  };

  /** Every cached copy of the lead (lists and the single lead) gets the change. */
  const patchLead = (id: string, change: Partial<Lead>) => {
    queryClient.setQueriesData<LeadPages>({ queryKey: LEADS_KEY }, (data) =>
      data?.pages
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((lead) => (lead.id === id ? { ...lead, ...change } : lead)),
            })),
          }
        : data,
    );
    queryClient.setQueryData<Lead>([...LEADS_KEY, 'one', id], (lead) =>
      lead ? { ...lead, ...change } : lead,
    );
  };

  const toggleSave = async (lead: Lead) => {
    if (!companyId) return;
    const save = !lead.isSaved;
    patchLead(lead.id, { isSaved: save });
    try {
      await setLeadSaved(lead.id, save);
      // The Saved tab shows what is saved: unsaving there reloads the list.
      if (tab === 'saved' || save) {
        void queryClient.invalidateQueries({ queryKey: [...LEADS_KEY, 'saved'] });
      }
    } catch (error) {
      patchLead(lead.id, { isSaved: lead.isSaved });
      setMessage({
        tone: 'error',
        text: MESSAGES.leads.saveErrorPrefix + getErrorMessage(error, 'Please try again.'),
      });
    }
  };

  const removeLead = async (lead: Lead) => {
    setConfirming(null);
    try {
      await deleteLead(lead.id);
      if (openId === lead.id) close();
      queryClient.setQueriesData<LeadPages>({ queryKey: LEADS_KEY }, (data) =>
        data?.pages
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.id !== lead.id),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: LEADS_KEY });
      setMessage({ tone: 'success', text: MESSAGES.leads.deleteSucceeded });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: MESSAGES.leads.deleteErrorPrefix + getErrorMessage(error, 'Please try again.'),
      });
    }
  };

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    const target = TABS[next];
    if (target) setTab(target.id);
    tabRefs.current[next]?.focus();
  };

  const producers = categories.data?.producers;
  const providers = categories.data?.providers;
  const activeTab = TABS.find((entry) => entry.id === tab) ?? TABS[0];
  const filtered = filters.q !== '' || filters.subcategoryId !== null;

  return (
    <>
      <MembershipNotice />
      <PageBanner
        eyebrow="Members only"
        title="Business Leads"
        lead="Find what producers and providers of the club offer and need, save what interests you, and post your own."
        icon={<Briefcase />}
      />
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <SelectField
            label="Producers"
            value={producerSub === null ? '' : String(producerSub)}
            onChange={(event) => {
              setProducerSub(event.target.value ? Number(event.target.value) : null);
              setProviderSub(null);
            }}
            options={[
              { value: '', label: 'All producer subcategories' },
              ...(producers?.subcategories ?? []).map((sub) => ({
                value: String(sub.id),
                label: sub.name,
              })),
            ]}
          />
          <SelectField
            label="Providers"
            value={providerSub === null ? '' : String(providerSub)}
            onChange={(event) => {
              setProviderSub(event.target.value ? Number(event.target.value) : null);
              setProducerSub(null);
            }}
            options={[
              { value: '', label: 'All provider subcategories' },
              ...(providers?.subcategories ?? []).map((sub) => ({
                value: String(sub.id),
                label: sub.name,
              })),
            ]}
          />
          <TextField
            className={styles.search}
            label="Search leads"
            type="search"
            placeholder="Search title or description"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            prefix={<Search aria-hidden="true" className={styles.searchIcon} />}
          />
          <ButtonLink to="/create-lead" icon={<Plus />}>
            Create New Lead
          </ButtonLink>
        </div>

        <p id="leads-counters-note" className={styles.countersNote}>
          Open leads in {tabLabel}
        </p>
        <dl className={styles.counters} aria-describedby="leads-counters-note">
          <div>
            <dt>Active Leads</dt>
            <dd>{counts.total}</dd>
          </div>
          <div>
            <dt>Producers</dt>
            <dd>{counts.producers}</dd>
          </div>
          <div>
            <dt>Providers</dt>
            <dd>{counts.providers}</dd>
          </div>
        </dl>

        {producers || providers ? (
          <LeadAlertsPanel
            categories={[producers, providers].filter((category) => category != null)}
          />
        ) : null}

        <div role="tablist" aria-label="Leads" className={styles.tabs}>
          {TABS.map((entry, index) => (
            <button
              key={entry.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`leads-tab-${entry.id}`}
              aria-selected={tab === entry.id}
              aria-controls="leads-panel"
              tabIndex={tab === entry.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(entry.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {entry.label}
            </button>
          ))}
        </div>

        <div id="leads-panel" role="tabpanel" aria-labelledby={`leads-tab-${tab}`}>
          {leads.isPending ? (
            <p role="status" className={styles.loading}>
              {MESSAGES.leads.loading}
            </p>
          ) : leads.isError ? (
            <Alert
              tone="error"
              title="Error Loading Leads"
              actions={
                <Button size="sm" variant="secondary" onClick={() => void leads.refetch()}>
                  Try again
                </Button>
              }
            >
              {getErrorMessage(leads.error, 'Failed to load leads. Please try again.')}
            </Alert>
          ) : shown.length === 0 ? (
            <div className={styles.empty} role="status">
              <h2>{MESSAGES.leads.noneFound}</h2>
              <p>{filtered ? 'Try adjusting your search or subcategory.' : activeTab?.empty}</p>
              {tab === 'browse' || tab === 'my' ? (
                <ButtonLink to="/create-lead" icon={<Plus />}>
                  Create First Lead
                </ButtonLink>
              ) : null}
            </div>
          ) : (
            <>
              <ul className={styles.grid} role="list" aria-label={activeTab?.label}>
                {shown.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard
                      lead={lead}
                      onOpen={() => open(lead)}
                      onToggleSave={() => void toggleSave(lead)}
                      onDelete={tab === 'my' ? () => setConfirming(lead) : undefined}
                      viewerCompanyId={companyId}
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
                    Load more
                  </Button>
                </div>
              ) : null}
              {leads.isFetchNextPageError ? (
                <Alert tone="error">Failed to load more leads. Please try again.</Alert>
              ) : null}
            </>
          )}
        </div>
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
            void queryClient.invalidateQueries({ queryKey: ['user', 'scorecard'] });
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
            void queryClient.invalidateQueries({ queryKey: [...LEADS_KEY, 'responses'] });
            void queryClient.invalidateQueries({ queryKey: ['user', 'scorecard'] });
          }}
        />
      ) : openId && single.isError ? (
        <MessageDialog
          open
          tone="error"
          message={getErrorMessage(single.error, 'This lead could not be loaded.')}
          onClose={close}
        />
      ) : null}

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        size="sm"
        title="Delete lead"
        footer={
          <div className={styles.confirmActions}>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => confirming && void removeLead(confirming)}>
              Delete Lead
            </Button>
          </div>
        }
      >
        <p>{confirming ? MESSAGES.leads.deleteConfirm(confirming.title) : ''}</p>
      </Modal>

      <MessageDialog
        open={message !== null}
        tone={message?.tone ?? 'info'}
        message={message?.text ?? ''}
        onClose={() => setMessage(null)}
      />
    </>
  );
}
