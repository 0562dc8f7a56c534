import type { ComponentPropsWithoutRef } from 'react';
import styles from './filter-row.module.css';

type FormRowProps = { as?: 'form' } & ComponentPropsWithoutRef<'form'>;
type GroupRowProps = { as: 'div' } & ComponentPropsWithoutRef<'div'>;

/**
 * The filters above a back-office list: one row of fields that wraps on a
 * narrow screen, each field 12 to 20 rem wide, buttons lined up with the
 * inputs. A form (searches with a submit) or a plain group (filters that
 * apply as they change).
 */
export function FilterRow(props: FormRowProps | GroupRowProps) {
  const className = [styles.row, props.className].filter(Boolean).join(' ');
  if (props.as === 'div') {
    const { as: _as, ...rest } = props;
    return <div {...rest} className={className} />;
  }
  const { as: _as, ...rest } = props;
  return <form {...rest} className={className} />;
}
