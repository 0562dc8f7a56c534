import { BENEFITS } from '@/features/connect/data/benefits';
import styles from '../membership-page.module.css';

/** The Be a Member banner and why members join. */
export function MembershipIntro() {
  return (
    <>
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          <p className={styles.eyebrow}>Connect · Membership</p>
          <h1 className={styles.title}>Be a Member</h1>
          <p className={styles.lead}>
            Connection is the club&apos;s currency. Join the producer-provider ecosystem where
            manufacturers find committed service providers, providers find quality makers, and both
            grow from India to the world.
          </p>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className={styles.heading}>
          Why members join
        </h2>
        <ul role="list" className={styles.benefits}>
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <li key={title} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon aria-hidden="true" focusable="false" />
              </span>
              <h3 className={styles.benefitTitle}>{title}</h3>
              <p className={styles.benefitText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
