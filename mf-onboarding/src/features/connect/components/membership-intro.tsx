import { BENEFITS } from '@/features/connect/data/benefits';
import { useT } from '@/features/connect/i18n';
import styles from '../membership-page.module.css';

/** The Be a Member banner and why members join. */
export function MembershipIntro() {
  const t = useT();
  return (
    <>
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <p className={styles.eyebrow}>{t('onboarding.connect.intro.eyebrow')}</p>
          <h1 className={styles.title}>{t('onboarding.connect.intro.title')}</h1>
          <p className={styles.lead}>{t('onboarding.connect.intro.lead')}</p>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className={styles.heading}>
          {t('onboarding.connect.intro.benefitsHeading')}
        </h2>
        <ul role="list" className={styles.benefits}>
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon aria-hidden="true" focusable="false" />
              </span>
              <h3 className={styles.benefitTitle}>{t(title)}</h3>
              <p className={styles.benefitText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
