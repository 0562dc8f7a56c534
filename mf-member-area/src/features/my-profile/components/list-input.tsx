import { Button } from '@club/ui/button';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n';
import styles from './list-input.module.css';

/**
 * A list of short entries (core products, key clients): type one and press
 * Enter or Add. Entries are trimmed; empty ones and repeats are not added;
 * each can be removed.
 */
export function ListInput({
  label,
  hint,
  placeholder,
  value,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  placeholder?: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');

  function add() {
    const entry = draft.trim();
    if (!entry) return;
    if (value.some((existing) => existing.toLowerCase() === entry.toLowerCase())) {
      setNotice(t('member.profile.list.duplicate', { entry }));
      return;
    }
    onChange([...value, entry]);
    setDraft('');
    setNotice(t('member.profile.list.added', { entry }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the entry instead of submitting the form.
      event.preventDefault();
      add();
    }
  }

  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={draft}
          placeholder={placeholder}
          maxLength={120}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={
            [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          aria-invalid={error ? true : undefined}
        />
        <Button
          variant="secondary"
          icon={<Plus />}
          onClick={add}
          aria-label={t('member.profile.list.addLabel', { label })}
        >
          {t('member.profile.list.add')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className={styles.chips} role="list" aria-label={label}>
          {value.map((entry, index) => (
            <li key={entry} className={styles.chip}>
              <span>{entry}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('member.profile.list.removeLabel', { entry })}
                onClick={() => {
                  onChange(value.filter((_, position) => position !== index));
                  setNotice(t('member.profile.list.removed', { entry }));
                }}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
