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

function CityView({ city }: { city: CityProfile }) {
  return (
    <>
      <PageBanner
        eyebrow={`City page · ${city.state}`}
        title={city.name}
        lead={city.tagline}
        art={<NetworkArt icon={<Building2 aria-hidden="true" />} />}
      >
        <ButtonLink
          to={paths.location()}
          variant="secondary"
          size="sm"
          icon={<ArrowLeft aria-hidden="true" />}
        >
          Back to All Locations
        </ButtonLink>
      </PageBanner>
      <Section eyebrow="Welcome" title={`Welcome to ${city.name}`} align="start">
        <div className={styles.welcome}>
          <div className={styles.welcomeText}>
            {city.welcome.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <StatList
            aria-label={`${city.name} at a glance`}
            stats={[
              { label: 'Population', value: city.population, icon: <Users /> },
              { label: 'Business Hub', value: 'Active', icon: <Handshake /> },
              {
                label: 'Club Members',
                value: 'Growing',
                note: 'New companies join every month',
                icon: <TrendingUp />,
              },
            ]}
          />
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow={`Why ${city.name}`}
        title="Key Highlights"
        intro={`What makes ${city.name} a good place to do business.`}
      >
        <CardGrid columns={4} aria-label={`${city.name} highlights`}>
          {city.highlights.map((highlight) => {
            const Icon = highlight.icon;
            return (
              <FeatureCard key={highlight.title} title={highlight.title} icon={<Icon />}>
                <p>{highlight.text}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section
        eyebrow="Industry"
        title="Key Industries"
        intro={`The sectors that drive ${city.name}, and where our members find partners.`}
      >
        <CardGrid columns={3} aria-label={`${city.name} industries`}>
          {city.industries.map((industry) => {
            const Icon = industry.icon;
            return (
              <FeatureCard
                key={industry.title}
                title={industry.title}
                icon={<Icon />}
                tone="accent"
              >
                <p>{industry.text}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <CtaBar
        title={`Grow your business in ${city.name}`}
        text={`Join the club to meet producers and providers in ${city.name}, or talk to us about the local chapter.`}
        icon={<Handshake aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.membership()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          Join Membership
        </ButtonLink>
        <ButtonLink to={paths.contact()} size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
      </CtaBar>
    </>
  );
}

/** `./CityPage` (/city/...): one template for the six city pages. */
export default function CityPage({ city }: { city: CitySlug }) {
  return <CityView key={city} city={CITY_PROFILES[city]} />;
}
