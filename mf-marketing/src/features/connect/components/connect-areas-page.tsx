import { ButtonLink } from '@club/ui/button';
import { Tile, TileGrid } from '@club/ui/tile-grid';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import type { ConnectArea } from '../data/connect-area';
import { useT, type MessageId } from '../i18n';
import { AreaArt } from './area-art';
import { AreaModal } from './area-modal';
import { ConnectBannerArt } from './connect-banner-art';
import styles from './connect-areas-page.module.css';
import { paths } from '@club/contract/site-pages';

export interface ConnectPageContent {
  /** The banner's h1, exactly as in the spec ('Producers' or 'Providers'). */
  title: MessageId;
  /** The banner's line, exactly as in the spec. */
  lead: MessageId;
  tone: 'beta' | 'gamma';
  gridTitle: MessageId;
  gridIntro: MessageId;
  /** Names the grid of tiles ('Producers areas'). */
  areasLabel: MessageId;
  /** 'Manufacturing Overview' or 'Service Overview'. */
  overviewHeading: MessageId;
  areas: readonly ConnectArea[];
  /** The closing call to the other side of the network. */
  crossLink: { title: MessageId; text: MessageId; to: string; label: MessageId };
}

/** The Producers and Providers pages: banner, 16 tiles in a 4 × 4 grid, a modal per tile. */
export function ConnectAreasPage({ content }: { content: ConnectPageContent }) {
  const t = useT();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const openArea = content.areas.find((area) => area.key === openKey) ?? null;

  // The page stays the same element while a modal opens or closes, so React
  // skips it instead of re-rendering the banner and 16 tiles with their art on the tap.
  const page = useMemo(
    () => (
      <>
        <PageBanner
          eyebrow={t('marketing.connect.eyebrow')}
          title={t(content.title)}
          lead={t(content.lead)}
          tone={content.tone}
          art={<ConnectBannerArt areas={content.areas} />}
        >
          <ButtonLink
            to={paths.membership()}
            size="lg"
            className={styles.bannerAction}
            icon={<ArrowRight />}
            iconPosition="end"
          >
            {t('marketing.connect.beMember')}
          </ButtonLink>
        </PageBanner>

        <Section title={t(content.gridTitle)} intro={t(content.gridIntro)}>
          <TileGrid columns={4} aria-label={t(content.areasLabel)} className={styles.areaGrid}>
            {content.areas.map((area) => (
              <Tile
                key={area.key}
                title={t(area.title)}
                subtitle={t(area.focus)}
                image={<AreaArt area={area} />}
                tone={content.tone}
                onClick={() => setOpenKey(area.key)}
                className={styles.tile}
              />
            ))}
          </TileGrid>
        </Section>

        <Section title={t(content.crossLink.title)} intro={t(content.crossLink.text)} tone="muted">
          <div className={styles.crossActions}>
            <ButtonLink to={content.crossLink.to} variant="secondary" size="lg">
              {t(content.crossLink.label)}
            </ButtonLink>
            <ButtonLink to={paths.membership()} size="lg" icon={<ArrowRight />} iconPosition="end">
              {t('marketing.connect.beMember')}
            </ButtonLink>
          </div>
        </Section>
      </>
    ),
    [content, t],
  );

  return (
    <>
      {page}
      <AreaModal
        area={openArea}
        overviewHeading={t(content.overviewHeading)}
        onClose={() => setOpenKey(null)}
      />
    </>
  );
}
