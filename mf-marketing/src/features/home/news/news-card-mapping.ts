import { CLUB_NAME } from '@club/contract/copy/club';
import type { NewsItem } from '@club/contract/news';
import { formatIndianDateUS } from '@club/contract/india-time/format';

/** The link of a news card that has no external URL (spec 000 section 3). */
export const NO_NEWS_URL = '#';
export const DEFAULT_NEWS_CATEGORY = 'General';

/** A news item as the Cuts carousel shows it (spec 000 section 3). */
export interface NewsCard {
  id: string;
  title: string;
  /** = content */
  description: string;
  /** imageUrl, else imageKey, else null. */
  image: string | null;
  /** The item's source, else the club's own name. */
  source: string;
  /** = createdAt (ISO 8601). */
  publishedAt: string;
  /** publishedAt formatted en-US, e.g. `Nov 22, 2026`. */
  publishedLabel: string;
  /** externalUrl, else '#'. */
  url: string;
  /** The first tag, else 'General'. */
  category: string;
  trending: false;
}

/** Null for null, undefined and blank text; the trimmed text otherwise. */
function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Maps a server news item to what the carousel displays. Pure. */
export function toNewsCard(item: NewsItem): NewsCard {
  return {
    id: item.id,
    title: item.title,
    description: item.content,
    image: present(item.imageUrl) ?? present(item.imageKey),
    source: present(item.source) ?? CLUB_NAME,
    publishedAt: item.createdAt,
    publishedLabel: formatIndianDateUS(item.createdAt),
    url: present(item.externalUrl) ?? NO_NEWS_URL,
    category: present(item.tags[0]) ?? DEFAULT_NEWS_CATEGORY,
    trending: false,
  };
}

/** True when the card links somewhere real (not '#'). */
export function hasNewsLink(card: Pick<NewsCard, 'url'>): boolean {
  return card.url !== NO_NEWS_URL;
}
