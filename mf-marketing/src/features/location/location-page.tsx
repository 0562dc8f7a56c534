import { ButtonLink } from '@club/ui/button';
import { ArrowRight, MapPin, MapPinned } from 'lucide-react';
import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { CtaBar, ctaAccentClassName } from '@/components/cta-bar/cta-bar';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import { CityCard } from './components/city-card';
import { HeadquartersCard } from './components/headquarters-card';
import { IndiaMap } from './components/india-map';
import { CITY_PROFILES } from '@/lib/city-data/city-profiles';
import styles from './location-page.module.css';
import sectionTone from '@/components/section-tone/section-tone.module.css';
import { paths } from '@club/contract/site-pages';
import { useT } from './i18n';

/** `./LocationPage` (/location): the map, the headquarters and the city chapters. */
export default function LocationPage() {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('marketing.location.banner.eyebrow')}
        title={t('marketing.location.banner.title')}
        lead={t('marketing.location.banner.lead')}
        art={<NetworkArt icon={<MapPin aria-hidden="true" />} />}
      />
      <Section
        eyebrow={t('marketing.location.map.eyebrow')}
        title={t('marketing.location.map.title')}
        intro={t('marketing.location.map.intro')}
      >
        <div className={styles.mapLayout}>
          <IndiaMap />
          <HeadquartersCard />
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow={t('marketing.location.cities.eyebrow')}
        title={t('marketing.location.cities.title')}
        intro={t('marketing.location.cities.intro')}
      >
        <CardGrid columns={3} aria-label={t('marketing.location.cities.label')}>
          {Object.values(CITY_PROFILES).map((city) => (
            <CityCard key={city.slug} city={city} />
          ))}
        </CardGrid>
      </Section>
      <CtaBar
        title={t('marketing.location.cta.title')}
        text={t('marketing.location.cta.text')}
        icon={<MapPinned aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.contact()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          {t('marketing.location.cta.contact')}
        </ButtonLink>
      </CtaBar>
    </>
  );
}
