/** A small, simplified US flag (decorative: the caller says "USA" in text). */
export function UsaFlag({ className }: { className?: string }) {
  const stripes = [0, 2, 4, 6, 8, 10, 12];
  return (
    <svg
      className={className}
      viewBox="0 0 19 13"
      width="19"
      height="13"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="19" height="13" fill="#fff" />
      {stripes.map((row) => (
        <rect key={row} y={row} width="19" height="1" fill="#b22234" />
      ))}
      <rect width="8" height="7" fill="#3c3b6e" />
      <g fill="#fff">
        <circle cx="1.6" cy="1.4" r="0.45" />
        <circle cx="4" cy="1.4" r="0.45" />
        <circle cx="6.4" cy="1.4" r="0.45" />
        <circle cx="2.8" cy="3.5" r="0.45" />
        <circle cx="5.2" cy="3.5" r="0.45" />
        <circle cx="1.6" cy="5.6" r="0.45" />
        <circle cx="4" cy="5.6" r="0.45" />
        <circle cx="6.4" cy="5.6" r="0.45" />
      </g>
    </svg>
  );
}
