import type { ClientCompany, LogoShape } from '../data/service-types';
import { useT } from '../i18n';

const SHAPES: Record<LogoShape, string> = {
  circle: 'M32 2a30 30 0 1 1 0 60a30 30 0 1 1 0-60Z',
  hexagon: 'M32 2 58 17v30L32 62 6 47V17Z',
  shield: 'M32 2 58 10v22c0 16-12 26-26 30C18 58 6 48 6 32V10Z',
  diamond: 'M32 1 63 32 32 63 1 32Z',
  rounded:
    'M17 3h30a14 14 0 0 1 14 14v30a14 14 0 0 1-14 14H17A14 14 0 0 1 3 47V17A14 14 0 0 1 17 3Z',
};

/** Splits a company name over two lines of roughly equal length. */
function nameLines(name: string): [string, string] {
  const words = name.split(' ');
  if (words.length === 1) return [name, ''];
  let best: [string, string] = [name, ''];
  let bestGap = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    const gap = Math.abs(first.length - second.length);
    if (gap < bestGap) {
      best = [first, second];
      bestGap = gap;
    }
  }
  return best;
}

/** An original monogram logo of a client company, drawn as an SVG. */
export function ClientLogo({ company }: { company: ClientCompany }) {
  const t = useT();
  const [first, second] = nameLines(company.name);
  const sector = t(company.sector);
  return (
    <svg
      viewBox="0 0 236 80"
      width="236"
      height="80"
      role="img"
      aria-label={t('marketing.consult.view.logoLabel', { company: company.name, sector })}
    >
      <g transform="translate(4 8)">
        <path d={SHAPES[company.shape]} fill={company.colour} />
        <path
          d={SHAPES[company.shape]}
          fill="none"
          stroke="#fff"
          strokeOpacity="0.35"
          strokeWidth="2"
          transform="translate(32 32) scale(0.84) translate(-32 -32)"
        />
        <text
          x="32"
          y="40"
          textAnchor="middle"
          fill="#fff"
          fontSize="21"
          fontWeight="800"
          letterSpacing="0.5"
        >
          {company.monogram}
        </text>
      </g>
      <text x="80" y={second ? 31 : 40} fill="#0f172a" fontSize="15" fontWeight="800">
        {first}
      </text>
      {second ? (
        <text x="80" y="49" fill="#0f172a" fontSize="15" fontWeight="800">
          {second}
        </text>
      ) : null}
      <text
        x="80"
        y={second ? 66 : 58}
        fill={company.colour}
        fontSize="10.5"
        fontWeight="700"
        letterSpacing="1"
      >
        {sector.toUpperCase()}
      </text>
    </svg>
  );
}
