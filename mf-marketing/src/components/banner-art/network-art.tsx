import { useId, type ReactNode } from 'react';
import styles from './network-art.module.css';

interface NetworkArtProps {
  /** A lucide icon shown in the central hub, e.g. the page's subject. */
  icon?: ReactNode;
}

const LEFT_NODES = [
  { x: 44, y: 70, r: 9 },
  { x: 30, y: 138, r: 12 },
  { x: 58, y: 204, r: 8 },
] as const;

const RIGHT_NODES = [
  { x: 276, y: 62, r: 8 },
  { x: 292, y: 132, r: 12 },
  { x: 266, y: 200, r: 9 },
] as const;

const HUB = { x: 160, y: 132 };

/**
 * Decorative banner art: producers (left) and providers (right) joined
 * through the club's hub. Always aria-hidden (PageBanner hides its art).
 */
export function NetworkArt({ icon }: NetworkArtProps) {
  const id = useId();
  const glowId = `${id}-glow`;
  const lineId = `${id}-line`;
  return (
    <div className={styles.frame}>
      <svg
        className={styles.svg}
        viewBox="0 0 320 264"
        width="320"
        height="264"
        focusable="false"
        aria-hidden="true"
      >
        <defs>
          <radialGradient id={glowId}>
            <stop offset="0%" stopColor="#f59e0b" stopOpacity="0.55" />
            <stop offset="100%" stopColor="#f59e0b" stopOpacity="0" />
          </radialGradient>
          <linearGradient id={lineId} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0%" stopColor="#93c5fd" />
            <stop offset="50%" stopColor="#fcd34d" />
            <stop offset="100%" stopColor="#86efac" />
          </linearGradient>
        </defs>
        <circle cx={HUB.x} cy={HUB.y} r="96" fill={`url(#${glowId})`} />
        <circle
          cx={HUB.x}
          cy={HUB.y}
          r="70"
          fill="none"
          stroke="rgb(255 255 255 / 18%)"
          strokeDasharray="3 7"
        />
        {[...LEFT_NODES, ...RIGHT_NODES].map((node) => (
          <path
            key={`${node.x}-${node.y}`}
            d={`M${node.x} ${node.y} Q ${(node.x + HUB.x) / 2} ${node.y < HUB.y ? node.y - 24 : node.y + 24} ${HUB.x} ${HUB.y}`}
            fill="none"
            stroke={`url(#${lineId})`}
            strokeWidth="2"
            strokeLinecap="round"
            opacity="0.75"
          />
        ))}
        {LEFT_NODES.map((node) => (
          <g key={`l-${node.y}`}>
            <circle cx={node.x} cy={node.y} r={node.r + 7} fill="rgb(147 197 253 / 18%)" />
            <circle cx={node.x} cy={node.y} r={node.r} fill="#93c5fd" />
          </g>
        ))}
        {RIGHT_NODES.map((node) => (
          <g key={`r-${node.y}`}>
            <circle cx={node.x} cy={node.y} r={node.r + 7} fill="rgb(134 239 172 / 18%)" />
            <circle cx={node.x} cy={node.y} r={node.r} fill="#86efac" />
          </g>
        ))}
        <circle cx={HUB.x} cy={HUB.y} r="40" fill="#fff" />
        <circle cx={HUB.x} cy={HUB.y} r="40" fill="none" stroke="#f59e0b" strokeWidth="3" />
      </svg>
      {icon ? <span className={styles.hubIcon}>{icon}</span> : null}
    </div>
  );
}
