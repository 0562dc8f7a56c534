/** The apps of the composed site, where they are built and where they are served. */
import { fileURLToPath } from 'node:url';

const root = (folder) => fileURLToPath(new URL(`../${folder}/dist/`, import.meta.url));

export const SITE_APPS = [
  { name: 'shell', root: root('shell'), port: 3000, spa: true, cors: false },
  { name: 'marketing', root: root('mf-marketing'), port: 3001, spa: false, cors: true },
  { name: 'onboarding', root: root('mf-onboarding'), port: 3002, spa: false, cors: true },
  { name: 'member_area', root: root('mf-member-area'), port: 3003, spa: false, cors: true },
  { name: 'news_admin', root: root('mf-news-admin'), port: 3004, spa: false, cors: true },
];
