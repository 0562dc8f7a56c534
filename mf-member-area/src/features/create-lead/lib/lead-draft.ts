import type { LeadFormValues } from './lead-form';

const DRAFT_KEY = 'club.createLead.draft';

/** The texts of a half-filled lead, kept for this tab until the lead is posted. */
export function loadLeadDraft(): Partial<LeadFormValues> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(
      Object.entries(saved).filter(([, value]) => typeof value === 'string'),
    ) as Partial<LeadFormValues>;
  } catch {
    return {};
  }
}

export function saveLeadDraft(values: Partial<LeadFormValues>): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form still works.
  }
}

export function clearLeadDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
