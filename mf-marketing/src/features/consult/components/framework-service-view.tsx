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
import { useT } from '../i18n';

/** A service page built from three pillars, five actions and optional client logos. */
export function FrameworkServiceView({ service }: { service: FrameworkService }) {
  const t = useT();
  const ServiceIcon = service.icon;
  const title = t(service.title);
  return (
    <>
      <PageBanner
        eyebrow={service.group}
        title={title}
        lead={t(service.lead)}
        art={<NetworkArt icon={<ServiceIcon aria-hidden="true" />} />}
      />
      <Section
        eyebrow={t('marketing.consult.view.focus')}
        title={t(service.pillarsHeading)}
        intro={t(service.pillarsIntro)}
      >
        <CardGrid
          columns={3}
          aria-label={t('marketing.consult.view.pillarsLabel', { service: title })}
        >
          {service.pillars.map((pillar, position) => {
            const Icon = pillar.icon;
            return (
              <FeatureCard
                key={pillar.title}
                eyebrow={t('marketing.consult.view.pillar', { number: position + 1 })}
                title={t(pillar.title)}
                icon={<Icon />}
                tone={position === 1 ? 'accent' : 'brand'}
              >
                <p>{t(pillar.text)}</p>
              </FeatureCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section
        tone="muted"
        className={sectionTone.softMuted}
        eyebrow={t('marketing.consult.view.howWeWork')}
        title={t(service.actionsHeading)}
        intro={t(service.actionsIntro)}
      >
        <StepList
          aria-label={t('marketing.consult.view.actionsLabel', { service: title })}
          steps={service.actions.map((action) => {
            const Icon = action.icon;
            return { title: t(action.title), text: t(action.text), icon: <Icon /> };
          })}
        />
      </Section>
      {service.clients && service.clients.length > 0 ? (
        <Section
          eyebrow={t('marketing.consult.view.trustedBy')}
          title={t('marketing.consult.view.clientsTitle')}
          intro={
            service.clients.length === 1
              ? t('marketing.consult.view.clientsIntroOne')
              : t('marketing.consult.view.clientsIntroOther')
          }
        >
          <ClientLogoRow clients={service.clients} />
        </Section>
      ) : null}
      <ServiceInquiryCta serviceTitle={title} text={t(service.ctaText)} />
    </>
  );
}
