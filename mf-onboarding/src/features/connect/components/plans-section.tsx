import { Button } from '@club/ui/button';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { CurrencyConverter } from './currency-converter';
import { PlanCards, type PlanCardsProps } from './plan-cards';
import { useT } from '@/features/connect/i18n';
import styles from '../membership-page.module.css';

/** The membership plans with their prices, and a currency converter for visitors abroad. */
export function PlansSection(props: PlanCardsProps) {
  const t = useT();
  const [converterOpen, setConverterOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="plans-heading">
      <div className={styles.plansHead}>
        <div>
          <h2 id="plans-heading" className={styles.heading}>
            {t('onboarding.connect.plans.heading')}
          </h2>
          <p className={styles.sub}>{t('onboarding.connect.plans.sub')}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setConverterOpen(true)}
          icon={<Coins aria-hidden="true" focusable="false" />}
        >
          {t('onboarding.connect.plans.converter')}
        </Button>
      </div>
      <PlanCards {...props} />
      <CurrencyConverter open={converterOpen} onClose={() => setConverterOpen(false)} />
    </section>
  );
}
