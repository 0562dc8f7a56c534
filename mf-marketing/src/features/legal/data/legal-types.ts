import type { LegalSlug } from '@/routes/route-manifest';
import type { MessageId } from '../i18n';

export type { LegalSlug };

/** A paragraph, or a bulleted list (one string per item). */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Anchor of the section, unique within the document. */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

/** A policy as the page shows it, in one language. */
export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  /** The line under the banner title. */
  lead: string;
  /** A calendar date, YYYY-MM-DD. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** A paragraph's message, or a bulleted list (one message per item). */
export type LegalBlockSource = MessageId | readonly MessageId[];

/** A policy's text as message ids of the legal catalogue (one per heading, paragraph, item). */
export interface LegalDocumentSource {
  slug: LegalSlug;
  title: MessageId;
  lead: MessageId;
  /** A calendar date, YYYY-MM-DD. */
  lastUpdated: string;
  sections: readonly {
    id: string;
    heading: MessageId;
    body: readonly LegalBlockSource[];
  }[];
}

/** The date every policy was last revised. */
export const POLICIES_LAST_UPDATED = '2026-11-15';
