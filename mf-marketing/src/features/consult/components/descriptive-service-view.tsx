import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { FeatureCard } from '@/components/feature-card/feature-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import type { DescriptiveService } from '../data/service-types';
import { ServiceInquiryCta } from './service-inquiry-cta';
import styles from './descriptive-service-view.module.css';
import sectionTone from '@/components/section-tone/section-tone.module.css';
import { CLUB_NAME } from '@club/contract/copy/club';
import { useT } from '../i18n';

/** A service page built from a static description and 'We Help to...' cards. */
export function DescriptiveServiceView({ service }: { service: DescriptiveService }) {
  const t = useT();
  const ServiceIcon = service.icon;
  return (
    <>
      <PageBanner
        eyebrow={service.group}
        title={t(service.title)}
        lead={t(service.lead)}
        art={<NetworkArt icon={<ServiceIcon aria-hidden="true" />} />}
      />
      <Section
        eyebrow={t('marketing.consult.view.overview')}
        title={t(service.overviewHeading)}
        align="start"
      >
        <div className={styles.overview}>
          {service.overview.map((paragraph) => (
            <p key={paragraph}>{t(paragraph, { club: CLUB_NAME })}</p>
          ))}
        </div>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        title={t(service.cardsHeading)}
        intro={t(service.cardsIntro)}
      >
        <CardGrid columns={3} aria-label={t(service.cardsHeading)}>
          {service.cards.map((card) => {
            const Icon = card.icon;
            return (
              <FeatureCard key={card.title} title={t(card.title)} icon={<Icon />}>
                <p>{t(card.text)}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <ServiceInquiryCta serviceTitle={t(service.title)} text={t(service.ctaText)} />
    </>
  );
}
