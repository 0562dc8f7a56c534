import { formatRupeesInWords } from '@club/contract/format/currency';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import { businessTotalQuery } from './business-total-query';
import styles from './business-total.module.css';

/**
 * The club's confirmed business between members, under the hero's actions.
 * The prerendered page (which fetches nothing) and the page until the total
 * arrives show a placeholder in the same one-line box, so nothing moves when
 * it fills in; without a total (none yet, or the API is down) the line says
 * what the club is for instead, in the same box.
 */
export function BusinessTotal() {
  const t = useT();
  const total = useQuery(businessTotalQuery);
  const rupees = total.data?.totalRupees ?? 0;
  const closed = (amount: string) =>
    withTags(t('marketing.home.total.closed', { amount }), {
      amount: (text) =>
        total.isPending ? (
          <span className={styles.placeholder} aria-hidden="true" />
        ) : (
          <strong className={styles.amount}>{text}</strong>
        ),
      rest: (text) => <span className={styles.rest}>{text}</span>,
    });
  return (
    <p className={styles.total} data-testid="business-total" aria-live="polite">
      <HandCoins aria-hidden="true" focusable="false" className={styles.icon} />
      {total.isPending ? (
        closed('')
      ) : rupees > 0 ? (
        closed(
          formatRupeesInWords(rupees, {
            crore: t('marketing.home.total.crore'),
            lakh: t('marketing.home.total.lakh'),
          }),
        )
      ) : (
        <span className={styles.rest}>{t('marketing.home.total.fallback')}</span>
      )}
    </p>
  );
}
