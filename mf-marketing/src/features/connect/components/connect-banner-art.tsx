import type { ConnectArea } from '../data/connect-area';
import styles from './connect-areas-page.module.css';

/** Decorative: the page's 16 area icons as a glassy 4 × 4 grid (PageBanner hides it from AT). */
export function ConnectBannerArt({ areas }: { areas: readonly ConnectArea[] }) {
  return (
    <span className={styles.bannerArt}>
      {areas.map((area) => {
        const Icon = area.icon;
        return (
          <span key={area.key} className={styles.bannerCell}>
            <Icon focusable="false" />
          </span>
        );
      })}
    </span>
  );
}
