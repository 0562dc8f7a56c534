/**
 * Brand glyphs for the footer's social links. lucide-react ships no brand
 * icons, so these are small hand-drawn marks in the same 24 px stroke grid.
 */
interface IconProps {
  size?: number;
}

const common = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
});

export function LinkedInIcon({ size = 20 }: IconProps) {
  return (
    <svg {...common(size)}>
      <rect x="2" y="2" width="20" height="20" rx="4" />
      <path d="M7 10v7M7 7v.01M11 17v-7M11 13a3 3 0 0 1 6 0v4" />
    </svg>
  );
}

export function FacebookIcon({ size = 20 }: IconProps) {
  return (
    <svg {...common(size)}>
      <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" />
    </svg>
  );
}

export function InstagramIcon({ size = 20 }: IconProps) {
  return (
    <svg {...common(size)}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </svg>
  );
}

export function XIcon({ size = 20 }: IconProps) {
  return (
    <svg {...common(size)}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}
