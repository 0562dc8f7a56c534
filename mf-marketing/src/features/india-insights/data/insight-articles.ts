import type { Article } from './article-types';
import { ARTIFICIAL_INTELLIGENCE_ARTICLES } from './articles/artificial-intelligence';
import { BUSINESS_PROCESSES_ARTICLES } from './articles/business-processes';
import { EXPORT_MANAGEMENT_ARTICLES } from './articles/export-management';
import { MARKET_EXPANSION_ARTICLES } from './articles/market-expansion';
import { OPERATIONS_MANAGEMENT_ARTICLES } from './articles/operations-management';
import { PROJECT_MANAGEMENT_ARTICLES } from './articles/project-management';

/** The 16 static India Insights articles, newest first. */
export const INSIGHT_ARTICLES: readonly Article[] = [
  ...EXPORT_MANAGEMENT_ARTICLES,
  ...PROJECT_MANAGEMENT_ARTICLES,
  ...OPERATIONS_MANAGEMENT_ARTICLES,
  ...MARKET_EXPANSION_ARTICLES,
  ...BUSINESS_PROCESSES_ARTICLES,
  ...ARTIFICIAL_INTELLIGENCE_ARTICLES,
].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
