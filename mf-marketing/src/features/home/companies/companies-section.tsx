import { MOBILE_BREAKPOINT_PX } from '@club/ui/breakpoints';
import { Carousel, type CarouselSlide } from '@club/ui/carousel';
import { MapPin } from 'lucide-react';
import { Section } from '@/components/section/section';
import { useMediaQuery } from '../hooks/use-media-query';
import { CLUB_COMPANIES, type ClubCompany } from './companies';
import { useT } from './i18n';
import styles from './companies-section.module.css';

/** The companies carousel advances every 4 s. */
const COMPANIES_CAROUSEL_MS = 4_000;

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function CompanySlide({ company }: { company: ClubCompany }) {
  const t = useT();
  const Icon = company.icon;
  return (
    <article className={`${styles.slide} ${styles[company.tone]}`}>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.artRing} />
        <span className={styles.artIcon}>
          <Icon focusable="false" />
        </span>
      </div>
      <div className={styles.text}>
        <p className={styles.sector}>{t(company.sector)}</p>
        {/* A firm's own name, in English whatever the page's language. */}
        <h3 className={styles.name} lang="en-IN">
          {company.name}
        </h3>
        <p className={styles.location}>
          <MapPin aria-hidden="true" focusable="false" />
          {t(company.location)}
        </p>
        <p className={styles.description}>{t(company.description)}</p>
        <ul
          role="list"
          className={styles.focus}
          aria-label={t('marketing.home.companies.focusLabel')}
        >
          {company.focus.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function CompanyThumbnail({ company }: { company: ClubCompany }) {
  const t = useT();
  const Icon = company.icon;
  return (
    <span className={`${styles.thumb} ${styles[company.tone]}`}>
      <Icon aria-hidden="true" focusable="false" />
      <span className={styles.thumbName}>{t(company.shortName)}</span>
    </span>
  );
}

const SLIDES: CarouselSlide[] = CLUB_COMPANIES.map((company) => ({
  id: company.id,
  label: company.name,
  labelLang: 'en-IN',
  content: <CompanySlide company={company} />,
  thumbnail: <CompanyThumbnail company={company} />,
}));

/** Our Companies: arrows, thumbnails, dots on phones, a new company every 4 s. */
export function CompaniesSection() {
  const t = useT();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Section
      title={t('marketing.home.companies.title')}
      eyebrow={t('marketing.home.companies.eyebrow')}
      intro={t('marketing.home.companies.intro')}
      tone="muted"
      className={styles.band}
    >
      <Carousel
        slides={SLIDES}
        ariaLabel={t('marketing.home.companies.carouselLabel')}
        intervalMs={COMPANIES_CAROUSEL_MS}
        showThumbnails
        showDots={isMobile}
        className={styles.carousel}
      />
    </Section>
  );
}
