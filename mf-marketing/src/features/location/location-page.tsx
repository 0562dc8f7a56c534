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

/** `./LocationPage` (/location): the map, the headquarters and the city chapters. */
export default function LocationPage() {
  return (
    <>
      <PageBanner
        eyebrow="Locations"
        title="Our Locations"
        lead="Headquartered in Vadodara, Gujarat, and growing city by city across western India."
        art={<NetworkArt icon={<MapPin aria-hidden="true" />} />}
      />
      <Section
        eyebrow="Where we are"
        title="Find Us on the Map"
        intro="Hover over or focus the pin to see our headquarters."
      >
        <div className={styles.mapLayout}>
          <IndiaMap />
          <HeadquartersCard />
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow="City pages"
        title="Explore Our Cities"
        intro="Six business cities where our members make, source and sell. See what each one offers."
      >
        <CardGrid columns={3} aria-label="Cities">
          {Object.values(CITY_PROFILES).map((city) => (
            <CityCard key={city.slug} city={city} />
          ))}
        </CardGrid>
      </Section>
      <CtaBar
        title="Want us in your City?"
        text="We open a new chapter where enough producers and providers want one. Tell us where you are, and we will let you know when the club comes to your city."
        icon={<MapPinned aria-hidden="true" />}
      >
        <ButtonLink
          to={paths.contact()}
          size="lg"
          className={ctaAccentClassName}
          icon={<ArrowRight aria-hidden="true" />}
          iconPosition="end"
        >
          Contact Us
        </ButtonLink>
      </CtaBar>
    </>
  );
}
