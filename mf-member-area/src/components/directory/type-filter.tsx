import type { MemberKind } from '@club/contract/companies';
import { useT, type MessageId } from './i18n';
import styles from './type-filter.module.css';

const OPTIONS: { value: MemberKind | null; label: MessageId }[] = [
  { value: null, label: 'member.directory.filter.all' },
  { value: 'producer', label: 'member.directory.filter.producers' },
  { value: 'provider', label: 'member.directory.filter.providers' },
];

/** All Members / Producers / Providers, as toggle buttons. */
export function TypeFilter({
  value,
  onChange,
}: {
  value: MemberKind | null;
  onChange: (value: MemberKind | null) => void;
}) {
  const t = useT();
  return (
    <div className={styles.group} role="group" aria-label={t('member.directory.filter.label')}>
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          className={styles.button}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
