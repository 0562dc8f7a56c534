import { formatRupeesInWords } from '@club/contract/format/currency';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import { businessTotalQuery } from './business-total-query';
import styles from './business-total.module.css';

/**
 * The club's confirmed business between members, under the hero's actions.
 * Until the total arrives (the prerendered page, which fetches nothing and may stay
 * as it is until the visitor uses it), and without one (none yet, or the API is
 * down), the line says what the club is for instead: a whole sentence, never a
 * placeholder left waiting. The box is one line of a fixed height either way, so
 * nothing moves when the total fills in.
 */
export function BusinessTotal() {
  const t = useT();
  const total = useQuery(businessTotalQuery);
  const rupees = total.data?.totalRupees ?? 0;
  const closed = (amount: string) =>
    withTags(t('marketing.home.total.closed', { amount }), {
      amount: (text) => <strong className={styles.amount}>{text}</strong>,
      rest: (text) => <span className={styles.rest}>{text}</span>,
    });
  return (
    <p className={styles.total} data-testid="business-total" aria-live="polite">
      <HandCoins aria-hidden="true" focusable="false" className={styles.icon} />
      {rupees > 0 ? (
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
