import { Button } from '@club/ui/button';
import { TextField } from '@club/ui/form-field';
import { useState, type FormEvent } from 'react';
import styles from '../check-in-page.module.css';
import { useT } from '../i18n';

/** A ticket code typed by the staff (a member reads it out, or the QR will not scan). */
export function CodeForm({
  onCode,
  pending,
  disabled,
}: {
  onCode: (code: string) => void;
  pending: boolean;
  disabled: boolean;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onCode(code);
    setCode('');
  };
  return (
    <form className={styles.codeForm} onSubmit={submit} aria-label={t('events.checkIn.formLabel')}>
      <TextField
        label={t('events.checkIn.code')}
        hint={t('events.checkIn.codeHint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        disabled={disabled}
      />
      <Button type="submit" disabled={disabled || pending || !code.trim()}>
        {pending ? t('events.checkIn.checkingIn') : t('events.checkIn.checkIn')}
      </Button>
    </form>
  );
}
