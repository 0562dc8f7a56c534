import { ButtonLink } from '@club/ui/button';
import { Tile, TileGrid } from '@club/ui/tile-grid';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageBanner } from '@/components/page-banner/page-banner';
import { Section } from '@/components/section/section';
import type { ConnectArea } from '../data/connect-area';
import { AreaArt } from './area-art';
import { AreaModal } from './area-modal';
import { ConnectBannerArt } from './connect-banner-art';
import styles from './connect-areas-page.module.css';
import { paths } from '@club/contract/site-pages';

export interface ConnectPageContent {
  /** The banner's h1, exactly as in the spec. */
  title: 'Producers' | 'Providers';
  /** The banner's line, exactly as in the spec. */
  lead: string;
  tone: 'beta' | 'gamma';
  gridTitle: string;
  gridIntro: string;
  /** 'Manufacturing Overview' or 'Service Overview'. */
  overviewHeading: string;
  areas: readonly ConnectArea[];
  /** The closing call to the other side of the network. */
  crossLink: { title: string; text: string; to: string; label: string };
}

/** The Producers and Providers pages: banner, 16 tiles in a 4 × 4 grid, a modal per tile. */
export function ConnectAreasPage({ content }: { content: ConnectPageContent }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const openArea = content.areas.find((area) => area.key === openKey) ?? null;

  // The page stays the same element while a modal opens or closes, so React
  // skips it instead of re-rendering the banner and 16 tiles with their art on the tap.
  const page = useMemo(
    () => (
      <>
        <PageBanner
          eyebrow="Connect"
          title={content.title}
          lead={content.lead}
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
            Be a Member
          </ButtonLink>
        </PageBanner>

        <Section title={content.gridTitle} intro={content.gridIntro}>
          <TileGrid columns={4} aria-label={`${content.title} areas`} className={styles.areaGrid}>
            {content.areas.map((area) => (
              <Tile
                key={area.key}
                title={area.title}
                subtitle={area.focus}
                image={<AreaArt area={area} />}
                tone={content.tone}
                onClick={() => setOpenKey(area.key)}
                className={styles.tile}
              />
            ))}
          </TileGrid>
        </Section>

        <Section title={content.crossLink.title} intro={content.crossLink.text} tone="muted">
          <div className={styles.crossActions}>
            <ButtonLink to={content.crossLink.to} variant="secondary" size="lg">
              {content.crossLink.label}
            </ButtonLink>
            <ButtonLink to={paths.membership()} size="lg" icon={<ArrowRight />} iconPosition="end">
              Be a Member
            </ButtonLink>
          </div>
        </Section>
      </>
    ),
    [content],
  );

  return (
    <>
      {page}
      <AreaModal
        area={openArea}
        overviewHeading={content.overviewHeading}
        onClose={() => setOpenKey(null)}
      />
    </>
  );
}
