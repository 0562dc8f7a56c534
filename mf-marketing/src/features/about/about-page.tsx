import { ButtonLink } from '@club/ui/button';
import { ArrowRight, Handshake, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { CtaBar, ctaAccentClassName } from '@/components/cta-bar/cta-bar';
import { FeatureCard } from '@/components/feature-card/feature-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import { StatList } from '@/components/stat-list/stat-list';
import { CLUB_STATS, CLUB_VALUES, OFFERINGS, PURPOSE_PARAGRAPHS } from './data/about-content';
import styles from './about-page.module.css';
import sectionTone from '@/components/section-tone/section-tone.module.css';
import { paths } from '@club/contract/site-pages';
import { CLUB_NAME } from '@club/contract/copy/club';
import { withTags } from '@club/ui/i18n';
import { useT } from './i18n';

/** `./AboutPage` (/about): purpose, values and statistics. */
export default function AboutPage() {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.about.banner.eyebrow')}
        title={t('marketing.about.banner.title')}
        lead={t('marketing.about.banner.lead')}
        art={<NetworkArt icon={<Users aria-hidden="true" />} />}
      />
      <Section
        eyebrow={t('marketing.about.purpose.eyebrow')}
        title={t('marketing.about.purpose.title')}
        align="start"
      >
        <div className={styles.purpose}>
          <div className={styles.purposeText}>
            {PURPOSE_PARAGRAPHS.map((paragraph) => (
              <p key={paragraph}>{t(paragraph, { club: CLUB_NAME })}</p>
            ))}
          </div>
          <ul
            role="list"
            className={styles.offerings}
            aria-label={t('marketing.about.offerings.label')}
          >
            {OFFERINGS.map((offering) => {
              const Icon = offering.icon;
              return (
                <li key={offering.title} className={styles.offering}>
                  <span className={styles.offeringIcon} aria-hidden="true">
                    <Icon />
                  </span>
                  <div>
                    <h3 className={styles.offeringTitle}>
                      <Link to={offering.to} className={styles.offeringLink}>
                        {offering.title}
                      </Link>
                    </h3>
                    <p className={styles.offeringText}>{t(offering.text)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow={t('marketing.about.values.eyebrow')}
        title={t('marketing.about.values.title')}
        intro={t('marketing.about.values.intro')}
      >
        <CardGrid columns={3} aria-label={t('marketing.about.values.label')}>
          {CLUB_VALUES.map((value, position) => {
            const Icon = value.icon;
            return (
              <FeatureCard
                key={value.title}
                title={t(value.name)}
                icon={<Icon />}
                tone={position === 1 ? 'accent' : 'brand'}
              >
                <p>{t(value.text)}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section
        tone="dark"
        eyebrow={t('marketing.about.stats.eyebrow')}
        title={t('marketing.about.stats.title')}
      >
        <StatList
          tone="dark"
          stats={CLUB_STATS.map((stat) => ({ ...stat, label: t(stat.label) }))}
          aria-label={t('marketing.about.stats.label')}
        />
        <p className={styles.statsNote}>
          {withTags(t('marketing.about.stats.note'), {
            link: (text) => (
              <Link to={paths.members()} className={styles.statsLink}>
                {text}
              </Link>
            ),
          })}
        </p>
      </Section>
      <CtaBar
        title={t('marketing.about.cta.title')}
        text={t('marketing.about.cta.text', { club: CLUB_NAME })}
        icon={<Handshake aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.membership()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          {t('marketing.about.cta.join')}
        </ButtonLink>
        <ButtonLink to={paths.contact()} size="lg" variant="secondary">
          {t('marketing.about.cta.contact')}
        </ButtonLink>
      </CtaBar>
    </>
  );
}
