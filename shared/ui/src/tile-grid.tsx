import {
  Children,
  isValidElement,
  type CSSProperties,
  type HTMLAttributeAnchorTarget,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { Link, type To } from 'react-router-dom';
import styles from './tile-grid.module.css';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/* ---------- TileGrid ---------- */

export interface TileGridProps {
  /** Columns on wide screens. Default 4; at most 2 under 768px and 1 under 420px. */
  columns?: number;
  /** Each child becomes one list item. */
  children: ReactNode;
  /** Names the list for screen readers. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** A responsive grid of tiles, rendered as a list (`ul` with an `li` per child). */
export function TileGrid({
  columns = 4,
  children,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: TileGridProps) {
  const wide = Math.max(1, Math.floor(columns));
  const style = {
    '--tile-columns': wide,
    '--tile-columns-md': Math.min(wide, 2),
  } as CSSProperties;
  return (
    <ul
      role="list"
      className={cx(styles.grid, className)}
      style={style}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
    >
      {Children.toArray(children).map((child, position) => (
        <li
          key={isValidElement(child) && child.key !== null ? child.key : position}
          className={styles.item}
        >
          {child}
        </li>
      ))}
    </ul>
  );
}

/* ---------- Tile ---------- */

export type TileTone = 'brand' | 'alpha' | 'beta' | 'gamma';

export interface TileProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A picture across the top, such as `<img src alt="" />` (covers a 16:10 area). */
  image?: ReactNode;
  /** A small icon in a tinted badge, such as a lucide icon. */
  icon?: ReactNode;
  /** A short tag in the corner, such as a membership tier. */
  badge?: ReactNode;
  /** Extra content under the subtitle. */
  children?: ReactNode;
  /** Accent colour: the brand, or a member tier. Default 'brand'. */
  tone?: TileTone;
  /** In-app destination: renders a react-router Link. */
  to?: To;
  /** External destination: renders an anchor. */
  href?: string;
  target?: HTMLAttributeAnchorTarget;
  rel?: string;
  /** Without `to` or `href`, renders a button. */
  onClick?: MouseEventHandler<HTMLElement>;
  /** For a toggle tile (button only): sets aria-pressed. */
  pressed?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A card that is one link or button (keyboard reachable as a whole), with an
 * optional image or icon, a title and a subtitle. With no destination and no
 * onClick it is a plain, non-interactive card.
 */
export function Tile({
  title,
  subtitle,
  image,
  icon,
  badge,
  children,
  tone = 'brand',
  to,
  href,
  target,
  rel,
  onClick,
  pressed,
  disabled,
  'aria-label': ariaLabel,
  className,
  ref,
}: TileProps) {
  const classes = cx(styles.tile, styles[tone], className);
  const body = (
    <>
      {image ? <span className={styles.media}>{image}</span> : null}
      <span className={styles.body}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className={styles.text}>
          <span className={styles.title}>{title}</span>
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
          {children ? <span className={styles.extra}>{children}</span> : null}
        </span>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </span>
    </>
  );

  if (to !== undefined) {
    return (
      <Link
        to={to}
        ref={ref as Ref<HTMLAnchorElement>}
        className={cx(classes, styles.interactive)}
        target={target}
        rel={rel}
        onClick={onClick}
        aria-label={ariaLabel}
      >
        {body}
      </Link>
    );
  }
  if (href !== undefined) {
    const safeRel = target === '_blank' ? (rel ?? 'noopener noreferrer') : rel;
    return (
      <a
        href={href}
        ref={ref as Ref<HTMLAnchorElement>}
        className={cx(classes, styles.interactive)}
        target={target}
        rel={safeRel}
        onClick={onClick}
        aria-label={ariaLabel}
      >
        {body}
      </a>
    );
  }
  if (onClick) {
    return (
      <button
        type="button"
        ref={ref as Ref<HTMLButtonElement>}
        className={cx(classes, styles.interactive)}
        onClick={onClick}
        disabled={disabled}
        aria-pressed={pressed}
        aria-label={ariaLabel}
      >
        {body}
      </button>
    );
  }
  return (
    <div ref={ref as Ref<HTMLDivElement>} className={classes}>
      {body}
    </div>
  );
}
