import { Section } from '../../../components/section/section';
import { NewsAdminSlot } from './news-admin-slot';
import { NewsCarousel } from './news-carousel';
import styles from './cuts-section.module.css';

/** Cuts: News and Views, updated daily (spec 000 'Home page'). */
export function CutsSection() {
  return (
    <Section
      title="Cuts"
      eyebrow="News and Views · updated daily"
      intro="Market moves, policy shifts and member wins from India’s manufacturing and services economy."
      align="start"
      className={styles.section}
    >
      <NewsAdminSlot />
      <NewsCarousel />
    </Section>
  );
}
