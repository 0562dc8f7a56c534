import { ButtonLink } from '@club/ui/button';
import { ArrowLeft, ArrowRight, Building2, Handshake, TrendingUp, Users } from 'lucide-react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { CtaBar, ctaAccentClassName } from '@/components/cta-bar/cta-bar';
import { FeatureCard } from '@/components/feature-card/feature-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import { StatList } from '@/components/stat-list/stat-list';
import type { CitySlug } from '@/routes/route-manifest';
import { CITY_PROFILES } from '@/lib/city-data/city-profiles';
import type { CityProfile } from '@/lib/city-data/city-types';
import styles from './city-page.module.css';
import sectionTone from '@/components/section-tone/section-tone.module.css';
import { paths } from '@club/contract/site-pages';
import { useCityText } from '@/lib/city-data/i18n';
import { useT } from './i18n';

function CityView({ city }: { city: CityProfile }) {
  const t = useT();
  const text = useCityText();
  const place = { city: city.name };
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.city.banner.eyebrow', { state: city.state })}
        title={city.name}
        lead={text(city.tagline)}
        art={<NetworkArt icon={<Building2 aria-hidden="true" />} />}
      >
        <ButtonLink
          to={paths.location()}
          variant="secondary"
          size="sm"
          icon={<ArrowLeft aria-hidden="true" />}
        >
          {t('marketing.city.banner.back')}
        </ButtonLink>
      </PageBanner>
      <Section
        eyebrow={t('marketing.city.welcome.eyebrow')}
        title={t('marketing.city.welcome.title', place)}
        align="start"
      >
        <div className={styles.welcome}>
          <div className={styles.welcomeText}>
            {city.welcome.map((paragraph) => (
              <p key={paragraph}>{text(paragraph)}</p>
            ))}
          </div>
          <StatList
            aria-label={t('marketing.city.stats.label', place)}
            stats={[
              {
                label: t('marketing.city.stats.population'),
                value: city.population,
                icon: <Users />,
              },
              {
                label: t('marketing.city.stats.hub'),
                value: t('marketing.city.stats.hubValue'),
                icon: <Handshake />,
              },
              {
                label: t('marketing.city.stats.members'),
                value: t('marketing.city.stats.membersValue'),
                note: t('marketing.city.stats.membersNote'),
                icon: <TrendingUp />,
              },
            ]}
          />
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow={t('marketing.city.highlights.eyebrow', place)}
        title={t('marketing.city.highlights.title')}
        intro={t('marketing.city.highlights.intro', place)}
      >
        <CardGrid columns={4} aria-label={t('marketing.city.highlights.label', place)}>
          {city.highlights.map((highlight) => {
            const Icon = highlight.icon;
            return (
              <FeatureCard key={highlight.title} title={text(highlight.title)} icon={<Icon />}>
                <p>{text(highlight.text)}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section
        eyebrow={t('marketing.city.industries.eyebrow')}
        title={t('marketing.city.industries.title')}
        intro={t('marketing.city.industries.intro', place)}
      >
        <CardGrid columns={3} aria-label={t('marketing.city.industries.label', place)}>
          {city.industries.map((industry) => {
            const Icon = industry.icon;
            return (
              <FeatureCard
                key={industry.title}
                title={text(industry.title)}
                icon={<Icon />}
                tone="accent"
              >
                <p>{text(industry.text)}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <CtaBar
        title={t('marketing.city.cta.title', place)}
        text={t('marketing.city.cta.text', place)}
        icon={<Handshake aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.membership()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          {t('marketing.city.cta.join')}
        </ButtonLink>
        <ButtonLink to={paths.contact()} size="lg" variant="secondary">
          {t('marketing.city.cta.contact')}
        </ButtonLink>
      </CtaBar>
    </>
  );
}

/** `./CityPage` (/city/...): one template for the six city pages. */
export default function CityPage({ city }: { city: CitySlug }) {
  return <CityView key={city} city={CITY_PROFILES[city]} />;
}
