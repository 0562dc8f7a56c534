import type { ConnectArea } from '../data/connect-area';
import styles from './area-art.module.css';

interface AreaArtProps {
  area: Pick<ConnectArea, 'icon' | 'palette'>;
  /** 'tile' fills a tile's picture area; 'banner' is the wide picture in the modal. */
  variant?: 'tile' | 'banner';
}

/**
 * The picture of an area: its icon in a glass badge on a gradient, with a
 * large faint echo of the icon. Pure CSS and inline SVG (no image files), and
 * decorative: the tile and the modal name the area in text. Spans only, so it
 * can sit inside a button.
 */
export function AreaArt({ area, variant = 'tile' }: AreaArtProps) {
  const Icon = area.icon;
  return (
    <span className={`${styles.art} ${styles[area.palette]} ${styles[variant]}`} aria-hidden="true">
      <Icon className={styles.echo} focusable="false" />
      <span className={styles.badge}>
        <Icon focusable="false" />
      </span>
    </span>
  );
}
