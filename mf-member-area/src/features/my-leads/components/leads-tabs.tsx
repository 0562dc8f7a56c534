import { MESSAGES } from '@club/contract/copy/messages';
import { useRef, type KeyboardEvent } from 'react';
import type { LeadsTab } from '@/lib/lead-requests';
import styles from '../my-leads-page.module.css';

export const LEADS_TABS: { id: LeadsTab; label: string; empty: string }[] = [
  { id: 'browse', label: 'Browse Leads', empty: MESSAGES.leads.emptyBrowse },
  { id: 'saved', label: 'Saved Leads', empty: MESSAGES.leads.emptySaved },
  { id: 'my', label: 'My Leads', empty: MESSAGES.leads.emptyMine },
  { id: 'responses', label: 'Responses', empty: MESSAGES.leads.emptyResponses },
];

/** The id of the panel the tabs control. */
export const LEADS_PANEL_ID = 'leads-panel';

interface LeadsTabsProps {
  tab: LeadsTab;
  onSelect: (tab: LeadsTab) => void;
}

/** The four lists as tabs; the arrow keys move between them. */
export function LeadsTabs({ tab, onSelect }: LeadsTabsProps) {
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
    <div role="tablist" aria-label="Leads" className={styles.tabs}>
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
          {entry.label}
        </button>
      ))}
    </div>
  );
}
