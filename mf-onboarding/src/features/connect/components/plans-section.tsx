import { Button } from '@club/ui/button';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { CurrencyConverter } from './currency-converter';
import { PlanCards, type PlanCardsProps } from './plan-cards';
import styles from '../membership-page.module.css';

/** The membership plans with their prices, and a currency converter for visitors abroad. */
export function PlansSection(props: PlanCardsProps) {
  const [converterOpen, setConverterOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="plans-heading">
      <div className={styles.plansHead}>
        <div>
          <h2 id="plans-heading" className={styles.heading}>
            Membership plans
          </h2>
          <p className={styles.sub}>Yearly, renewed automatically; prices plus 18% GST.</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setConverterOpen(true)}
          icon={<Coins aria-hidden="true" focusable="false" />}
        >
          Currency converter
        </Button>
      </div>
      <PlanCards {...props} />
      <CurrencyConverter open={converterOpen} onClose={() => setConverterOpen(false)} />
    </section>
  );
}
