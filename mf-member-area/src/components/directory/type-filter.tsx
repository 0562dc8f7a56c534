import type { MemberKind } from '@club/contract/companies';
import styles from './type-filter.module.css';

const OPTIONS: { value: MemberKind | null; label: string }[] = [
  { value: null, label: 'All Members' },
  { value: 'producer', label: 'Producers' },
  { value: 'provider', label: 'Providers' },
];

/** All Members / Producers / Providers, as toggle buttons. */
export function TypeFilter({
  value,
  onChange,
}: {
  value: MemberKind | null;
  onChange: (value: MemberKind | null) => void;
}) {
  return (
    <div className={styles.group} role="group" aria-label="Member type">
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          className={styles.button}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
