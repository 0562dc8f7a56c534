import { useId } from 'react';
import { Tooltip } from '@/components/tooltip/tooltip';
import {
  ANDAMAN_ISLANDS,
  GUJARAT,
  INDIA_MAINLAND,
  ISLAND_DOTS,
  VADODARA_LON_LAT,
} from '../data/india-outline';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  degreesToUnits,
  pointPercent,
  polygonPath,
  projectPoint,
} from '../lib/map-projection';
import styles from './india-map.module.css';
import { CLUB_NAME } from '@club/contract/copy/club';
import { useT } from '../i18n';

/** The headquarters' city and state: names, never translated. */
const CITY = 'Vadodara';
const STATE = 'Gujarat';

const MAINLAND_PATH = polygonPath(INDIA_MAINLAND);
const GUJARAT_PATH = polygonPath(GUJARAT);
const ANDAMAN_PATHS = ANDAMAN_ISLANDS.map(polygonPath);
const PIN = pointPercent(VADODARA_LON_LAT);

/**
 * An inline map of India with the club's headquarters, Vadodara (Gujarat),
 * marked by a pin. Hovering, focusing or tapping the pin shows its tooltip.
 */
export function IndiaMap() {
  const t = useT();
  const titleId = useId();
  const landId = useId();
  return (
    <figure className={styles.figure}>
      <div className={styles.canvas}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          role="img"
          aria-labelledby={titleId}
        >
          <title id={titleId}>
            {t('marketing.location.map.imageTitle', { city: CITY, state: STATE })}
          </title>
          <defs>
            <linearGradient id={landId} x1="0" y1="0" x2="0.6" y2="1">
              <stop offset="0%" stopColor="#e0e4f7" />
              <stop offset="100%" stopColor="#c7cff0" />
            </linearGradient>
          </defs>
          <path
            d={MAINLAND_PATH}
            className={styles.land}
            fill={`url(#${landId})`}
            strokeLinejoin="round"
          />
          <path d={GUJARAT_PATH} className={styles.state} strokeLinejoin="round" />
          {ANDAMAN_PATHS.map((path) => (
            <path key={path} d={path} className={styles.island} fill={`url(#${landId})`} />
          ))}
          {ISLAND_DOTS.map(([longitude, latitude, radius]) => {
            const { x, y } = projectPoint([longitude, latitude]);
            return (
              <circle
                key={`${longitude}-${latitude}`}
                cx={x}
                cy={y}
                r={degreesToUnits(radius)}
                className={styles.island}
                fill={`url(#${landId})`}
              />
            );
          })}
        </svg>
        <div className={styles.pinSpot} style={{ left: `${PIN.left}%`, top: `${PIN.top}%` }}>
          <Tooltip
            toggleOnClick
            content={
              <>
                <strong className={styles.tipTitle}>{`${CITY}, ${STATE}`}</strong>
                <span className={styles.tipText}>
                  {t('marketing.location.map.headquartersTip', { club: CLUB_NAME })}
                </span>
              </>
            }
          >
            {(triggerProps) => (
              <button type="button" className={styles.pin} aria-label={CITY} {...triggerProps}>
                <span className={styles.pulse} aria-hidden="true" />
                <span className={styles.dot} aria-hidden="true" />
              </button>
            )}
          </Tooltip>
        </div>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.legend}>
          <span className={styles.legendDot} aria-hidden="true" />
          {t('marketing.location.map.legendHeadquarters', { city: CITY })}
        </span>
        <span className={styles.legend}>
          <span className={styles.legendState} aria-hidden="true" />
          {STATE}
        </span>
      </figcaption>
    </figure>
  );
}
