import { ONE_TO_ONE_MESSAGES, ONE_TO_ONE_NOTE_MAX } from '@club/contract/one-to-ones';
import { Button } from '@club/ui/button';
import { TextAreaField } from '@club/ui/form-field';
import { useState } from 'react';
import styles from './one-to-one-forms.module.css';
import { useT } from '../i18n';

/** After the meeting: the member says it happened, with a note only they see. */
export function LogForm({
  busy,
  initial = '',
  onLog,
}: {
  busy: boolean;
  initial?: string;
  onLog: (note: string) => void;
}) {
  const t = useT();
  const [note, setNote] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) {
          setError(ONE_TO_ONE_MESSAGES.noteRequired);
          return;
        }
        onLog(note.trim());
      }}
    >
      <TextAreaField
        label={t('events.oneToOnes.log.label')}
        hint={t('events.oneToOnes.log.hint')}
        rows={3}
        maxLength={ONE_TO_ONE_NOTE_MAX}
        value={note}
        error={error}
        disabled={busy}
        onChange={(event) => {
          setNote(event.target.value);
          if (event.target.value.trim()) setError(undefined);
        }}
      />
      <div className={styles.buttons}>
        <Button type="submit" size="sm" loading={busy}>
          {t('events.oneToOnes.log.submit')}
        </Button>
      </div>
    </form>
  );
}
