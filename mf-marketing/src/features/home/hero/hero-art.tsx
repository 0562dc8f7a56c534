import { Briefcase, Factory, Sparkles } from 'lucide-react';
import { useT } from '../i18n';
import styles from './hero.module.css';

/** The sectors and services of the Producers and Providers pages. */
const SECTOR_COUNT = 16;

/** x of the cables along the bridge, with the arc's height there (a quadratic curve). */
const CABLES = [0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8, 0.9].map((t) => ({
  x: 80 + 320 * t,
  y: 280 - 480 * t + 480 * t * t,
}));

/**
 * Decorative: a suspension bridge joining Producers (blue) and Providers
 * (green), with Promoters (orange) at its crown. The caller hides it from
 * assistive technology.
 */
export function HeroArt() {
  const t = useT();
  return (
    <svg
      className={styles.artSvg}
      viewBox="0 0 480 400"
      width="480"
      height="400"
      role="presentation"
    >
      <defs>
        <linearGradient id="hero-arc" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#60a5fa" />
          <stop offset="0.5" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#4ade80" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#f59e0b" stopOpacity="0.28" />
          <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-dots" width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="#ffffff" fillOpacity="0.12" />
        </pattern>
      </defs>

      <rect x="16" y="16" width="448" height="368" rx="28" fill="#ffffff" fillOpacity="0.05" />
      <rect x="16" y="16" width="448" height="368" rx="28" fill="url(#hero-dots)" />
      <rect
        x="16.5"
        y="16.5"
        width="447"
        height="367"
        rx="27.5"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.16"
      />
      <ellipse cx="240" cy="190" rx="200" ry="150" fill="url(#hero-glow)" />

      <g fontSize="13" fontWeight="600" fill="#ffffff">
        <rect x="40" y="40" width="178" height="38" rx="19" fill="#ffffff" fillOpacity="0.1" />
        <circle cx="60" cy="59" r="5" fill="#60a5fa" />
        <text x="74" y="63.5">
          {t('marketing.home.hero.art.producerSectors', { count: SECTOR_COUNT })}
        </text>
        <rect x="262" y="40" width="178" height="38" rx="19" fill="#ffffff" fillOpacity="0.1" />
        <circle cx="282" cy="59" r="5" fill="#4ade80" />
        <text x="296" y="63.5">
          {t('marketing.home.hero.art.providerServices', { count: SECTOR_COUNT })}
        </text>
      </g>

      <line
        x1="48"
        y1="280"
        x2="432"
        y2="280"
        stroke="#ffffff"
        strokeOpacity="0.4"
        strokeWidth="3"
      />
      <g stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5">
        {CABLES.map(({ x, y }) => (
          <line key={x} x1={x} y1={y} x2={x} y2="280" />
        ))}
      </g>
      <path
        d="M80 280 Q240 40 400 280"
        fill="none"
        stroke="url(#hero-arc)"
        strokeWidth="5"
        strokeLinecap="round"
      />

      <circle cx="80" cy="280" r="32" fill="#2563eb" />
      <circle cx="80" cy="280" r="40" fill="none" stroke="#60a5fa" strokeOpacity="0.45" />
      <Factory x="64" y="264" width="32" height="32" color="#ffffff" strokeWidth={1.75} />

      <circle cx="400" cy="280" r="32" fill="#16a34a" />
      <circle cx="400" cy="280" r="40" fill="none" stroke="#4ade80" strokeOpacity="0.45" />
      <Briefcase x="384" y="264" width="32" height="32" color="#ffffff" strokeWidth={1.75} />

      <circle cx="240" cy="160" r="24" fill="#f97316" />
      <circle cx="240" cy="160" r="31" fill="none" stroke="#fdba74" strokeOpacity="0.5" />
      <Sparkles x="228" y="148" width="24" height="24" color="#ffffff" strokeWidth={1.75} />

      <g fontSize="15" fontWeight="700" fill="#ffffff" textAnchor="middle">
        <text x="240" y="118">
          {t('marketing.home.hero.art.promoters')}
        </text>
        <text x="80" y="344">
          {t('marketing.home.hero.art.producers')}
        </text>
        <text x="400" y="344">
          {t('marketing.home.hero.art.providers')}
        </text>
      </g>
    </svg>
  );
}
