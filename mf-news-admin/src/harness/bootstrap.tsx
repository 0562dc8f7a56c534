import '@club/shared/ui/theme.css';
import {
  renderStandaloneHarness,
  type HarnessPage,
} from '@club/shared/federation/standalone-harness';

/** The remote's pages on their own, for `pnpm --filter @club/mf-news-admin dev`. */
const pages: HarnessPage[] = [
  { path: '/', label: 'News manager', load: () => import('../features/news-manager/news-manager') },
];

renderStandaloneHarness('news_admin', pages);
