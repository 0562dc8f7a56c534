import type { LegalSlug } from '@/routes/route-manifest';

export type { LegalSlug };

/** A paragraph, or a bulleted list (one string per item). */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Anchor of the section, unique within the document. */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  /** The line under the banner title. */
  lead: string;
  /** A calendar date, YYYY-MM-DD. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** The date every policy was last revised. */
export const POLICIES_LAST_UPDATED = '2026-11-15';
