import { MESSAGES } from '@club/contract/copy/messages';
import { useRef, type KeyboardEvent } from 'react';
import type { LeadsTab } from '@/lib/lead-requests';
import { useT, type MessageId } from '../i18n';
import styles from '../my-leads-page.module.css';

export const LEADS_TABS: { id: LeadsTab; label: MessageId; empty: string }[] = [
  { id: 'browse', label: 'member.leads.tabs.browse', empty: MESSAGES.leads.emptyBrowse },
  { id: 'saved', label: 'member.leads.tabs.saved', empty: MESSAGES.leads.emptySaved },
  { id: 'my', label: 'member.leads.tabs.my', empty: MESSAGES.leads.emptyMine },
  { id: 'responses', label: 'member.leads.tabs.responses', empty: MESSAGES.leads.emptyResponses },
];

/** The id of the panel the tabs control. */
export const LEADS_PANEL_ID = 'leads-panel';

interface LeadsTabsProps {
  tab: LeadsTab;
  onSelect: (tab: LeadsTab) => void;
}

/** The four lists as tabs; the arrow keys move between them. */
export function LeadsTabs({ tab, onSelect }: LeadsTabsProps) {
  const t = useT();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + LEADS_TABS.length) % LEADS_TABS.length;
    const target = LEADS_TABS[next];
    if (target) onSelect(target.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('member.leads.tabs.label')} className={styles.tabs}>
      {LEADS_TABS.map((entry, index) => (
        <button
          key={entry.id}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`leads-tab-${entry.id}`}
          aria-selected={tab === entry.id}
          aria-controls={LEADS_PANEL_ID}
          tabIndex={tab === entry.id ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(entry.id)}
          onKeyDown={(event) => onTabKey(event, index)}
        >
          {t(entry.label)}
        </button>
      ))}
    </div>
  );
}
