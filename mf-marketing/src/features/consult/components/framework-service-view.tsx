import { NetworkArt } from '@/components/banner-art/network-art';
import { CardGrid } from '@/components/card-grid/card-grid';
import { FeatureCard } from '@/components/feature-card/feature-card';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import { StepList } from '@/components/step-list/step-list';
import type { FrameworkService } from '../data/service-types';
import { ClientLogoRow } from './client-logo-row';
import { ServiceInquiryCta } from './service-inquiry-cta';
import sectionTone from '@/components/section-tone/section-tone.module.css';

/** A service page built from three pillars, five actions and optional client logos. */
export function FrameworkServiceView({ service }: { service: FrameworkService }) {
  const ServiceIcon = service.icon;
  return (
    <>
      <PageBanner
        eyebrow={service.group}
        title={service.title}
        lead={service.lead}
        art={<NetworkArt icon={<ServiceIcon aria-hidden="true" />} />}
      />
      <Section
        eyebrow="What we focus on"
        title={service.pillarsHeading}
        intro={service.pillarsIntro}
      >
        <CardGrid columns={3} aria-label={`${service.title} pillars`}>
          {service.pillars.map((pillar, position) => {
            const Icon = pillar.icon;
            return (
              <FeatureCard
                key={pillar.title}
                eyebrow={`Pillar ${position + 1}`}
                title={pillar.title}
                icon={<Icon />}
                tone={position === 1 ? 'accent' : 'brand'}
              >
                <p>{pillar.text}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow="How we work"
        title={service.actionsHeading}
        intro={service.actionsIntro}
      >
        <StepList
          aria-label={`${service.title} actions`}
          steps={service.actions.map((action) => {
            const Icon = action.icon;
            return { title: action.title, text: action.text, icon: <Icon /> };
          })}
        />
      </Section>
      {service.clients && service.clients.length > 0 ? (
        <Section
          eyebrow="Trusted by"
          title="Our Clients"
          intro={
            service.clients.length === 1
              ? 'A company that trusted us with its project.'
              : 'Companies that trusted us with their business.'
          }
        >
          <ClientLogoRow clients={service.clients} />
        </Section>
      ) : null}
      <ServiceInquiryCta serviceTitle={service.title} text={service.ctaText} />
    </>
  );
}
