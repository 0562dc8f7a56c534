import { Children, isValidElement, type CSSProperties, type ReactNode } from 'react';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** Each child becomes one list item. */
  children: ReactNode;
  /** Most columns on wide screens. Default 3. */
  columns?: 2 | 3 | 4 | 5;
  /** Names the list for assistive technology. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A responsive list of cards: one column on phones, two on tablets, up to
 * `columns` on wide screens. Items stretch to the same height per row.
 */
export function CardGrid({
  children,
  columns = 3,
  'aria-label': ariaLabel,
  className,
}: CardGridProps) {
  const style = { '--card-grid-columns': columns } as CSSProperties;
  return (
    <ul
      role="list"
      aria-label={ariaLabel}
      className={[styles.grid, className].filter(Boolean).join(' ')}
      style={style}
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
