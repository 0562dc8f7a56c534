import type { OneToOne } from '@club/contract/one-to-ones';
import { Button } from '@club/ui/button';
import { useId, useState } from 'react';
import { slotText } from './one-to-one-card';
import styles from './one-to-one-forms.module.css';
import { useT } from '../i18n';

/** The member asked picks one of the offered times that is still ahead, or declines. */
export function AnswerForm({
  item,
  now,
  busy,
  onAccept,
  onDecline,
}: {
  item: OneToOne;
  now: Date;
  busy: boolean;
  onAccept: (slot: string) => void;
  onDecline: () => void;
}) {
  // The times still ahead by this phone's clock; the server has the last word on each.
  const t = useT();
  const ahead = item.slots.filter((slot) => Date.parse(slot) > now.getTime());
  const open = ahead.length > 0 ? ahead : item.slots;
  const [chosen, setChosen] = useState(open.length === 1 ? open[0] : undefined);
  const [missing, setMissing] = useState(false);
  const legendId = useId();
  const errorId = useId();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) {
          setMissing(true);
          return;
        }
        onAccept(chosen);
      }}
    >
      <fieldset
        className={styles.choices}
        aria-describedby={missing ? errorId : undefined}
        aria-invalid={missing || undefined}
      >
        <legend id={legendId}>{t('events.oneToOnes.answer.choose')}</legend>
        {open.map((slot) => (
          <label key={slot} className={styles.choice}>
            <input
              type="radio"
              name={`slot-${item.id}`}
              value={slot}
              checked={chosen === slot}
              onChange={() => {
                setChosen(slot);
                setMissing(false);
              }}
              disabled={busy}
            />
            {slotText(slot)}
          </label>
        ))}
        {missing ? (
          <p id={errorId} className={styles.error} role="alert">
            {t('events.oneToOnes.answer.missing')}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.buttons}>
        <Button type="submit" size="sm" loading={busy}>
          {t('events.oneToOnes.answer.accept')}
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={onDecline}>
          {t('events.oneToOnes.decline')}
        </Button>
      </div>
    </form>
  );
}
