import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { FeatureCard } from '@/components/feature-card/feature-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import type { DescriptiveService } from '../data/service-types';
import { ServiceInquiryCta } from './service-inquiry-cta';
import styles from './descriptive-service-view.module.css';
import sectionTone from '@/components/section-tone/section-tone.module.css';

/** A service page built from a static description and 'We Help to...' cards. */
export function DescriptiveServiceView({ service }: { service: DescriptiveService }) {
  const ServiceIcon = service.icon;
  return (
    <>
      <PageBanner
        eyebrow={service.group}
        title={service.title}
        lead={service.lead}
        art={<NetworkArt icon={<ServiceIcon aria-hidden="true" />} />}
      />
      <Section eyebrow="Overview" title={service.overviewHeading} align="start">
        <div className={styles.overview}>
          {service.overview.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        title={service.cardsHeading}
        intro={service.cardsIntro}
      >
        <CardGrid columns={3} aria-label={service.cardsHeading}>
          {service.cards.map((card) => {
            const Icon = card.icon;
            return (
              <FeatureCard key={card.title} title={card.title} icon={<Icon />}>
                <p>{card.text}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <ServiceInquiryCta serviceTitle={service.title} text={service.ctaText} />
    </>
  );
}
