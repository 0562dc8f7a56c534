import { paths } from '@club/contract/site-pages';
import type { MessageId } from './i18n';

/** The footer's columns of links: a heading and its pages each. */
export const FOOTER_COLUMNS: { heading: MessageId; links: { to: string; label: MessageId }[] }[] = [
  {
    heading: 'shell.footer.explore',
    links: [
      { to: paths.membership(), label: 'shell.footer.membership' },
      { to: paths.consult('change-management'), label: 'shell.footer.consult' },
      { to: paths.coserve('market-development'), label: 'shell.footer.coserve' },
      { to: paths.capital(), label: 'shell.footer.capital' },
    ],
  },
  {
    heading: 'shell.footer.club',
    links: [
      { to: paths.location(), label: 'shell.footer.locations' },
      { to: paths.about(), label: 'shell.footer.about-us' },
      { to: paths.contact(), label: 'shell.footer.contact-us' },
      { to: paths.indiaInsights(), label: 'shell.footer.india-insights' },
    ],
  },
  {
    heading: 'shell.footer.policies',
    links: [
      { to: paths.legal('privacy-policy'), label: 'shell.footer.privacy-policy' },
      { to: paths.legal('cancellation-policy'), label: 'shell.footer.cancellation-policy' },
      { to: paths.legal('terms-of-use'), label: 'shell.footer.terms-of-use' },
      { to: paths.legal('refund-policy'), label: 'shell.footer.refund-policy' },
    ],
  },
];
