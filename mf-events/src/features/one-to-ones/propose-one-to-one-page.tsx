import { ONE_TO_ONE_MAX_DAYS_AHEAD, ONE_TO_ONE_MESSAGE_MAX } from '@club/contract/one-to-ones';
import { ONE_TO_ONE_WITH_PARAM, paths } from '@club/contract/site-pages';
import { getErrorMessage, getErrorStatus } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button, ButtonLink } from '@club/ui/button';
import { TextAreaField, TextField } from '@club/ui/form-field';
import { Skeleton } from '@club/ui/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ONE_TO_ONE_KEYS, proposeOneToOne, proposedToQuery } from './api/one-to-one-queries';
import { indiaInputOf } from './lib/india-slot';
import { checkProposal, EMPTY_PROPOSAL, type ProposalErrors } from './lib/proposal-form';
import styles from './propose-one-to-one-page.module.css';
import { useT, type MessageId } from './i18n';

const DAY_MS = 24 * 60 * 60_000;
const SLOT_LABELS: readonly MessageId[] = [
  'events.oneToOnes.propose.time1',
  'events.oneToOnes.propose.time2',
  'events.oneToOnes.propose.time3',
];

/** `./ProposeOneToOnePage` (/one-to-ones/new?with=<company>, members): offer up to three times. */
export default function ProposeOneToOnePage() {
  const t = useT();
  const [params] = useSearchParams();
  const companyId = params.get(ONE_TO_ONE_WITH_PARAM) ?? '';
  const company = useQuery({ ...proposedToQuery(companyId), enabled: companyId !== '' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY_PROPOSAL);
  const [errors, setErrors] = useState<ProposalErrors>({});
  const propose = useMutation({
    mutationFn: proposeOneToOne,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ONE_TO_ONE_KEYS.all });
      await navigate(paths.oneToOnes());
    },
  });
  const now = new Date();
  const earliest = indiaInputOf(now);
  const latest = indiaInputOf(new Date(now.getTime() + ONE_TO_ONE_MAX_DAYS_AHEAD * DAY_MS));

  const back = (
    <ButtonLink to={paths.oneToOnes()} variant="link" icon={<ArrowLeft />}>
      {t('events.oneToOnes.propose.back')}
    </ButtonLink>
  );
  if (!companyId || company.isError) {
    const missing = !companyId || getErrorStatus(company.error) === 404;
    return (
      <div className={styles.page}>
        {back}
        <h1 className={styles.heading}>{t('events.oneToOnes.propose.title')}</h1>
        <Alert tone={missing ? 'info' : 'error'}>
          {missing
            ? t('events.oneToOnes.propose.choose')
            : getErrorMessage(company.error, t('events.oneToOnes.connection'))}
        </Alert>
        <ButtonLink to={paths.meetMembers()}>
          {t('events.oneToOnes.propose.meetMembers')}
        </ButtonLink>
      </div>
    );
  }

  const submit = () => {
    const checked = checkProposal(companyId, values, new Date(), {
      dateTime: t('events.oneToOnes.propose.dateTime'),
      atMost: (max) => t('events.oneToOnes.propose.atMost', { max }),
    });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    propose.mutate(checked.body);
  };
  const setSlot = (index: number, value: string) => {
    setValues((current) => ({
      ...current,
      slots: current.slots.map((slot, at) => (at === index ? value : slot)),
    }));
    // A field's message goes once it is changed; the next Send checks everything again.
    setErrors(({ slot, slots: _slots, ...rest }) => {
      const others = Object.fromEntries(
        Object.entries(slot ?? {}).filter(([at]) => Number(at) !== index),
      );
      return Object.keys(others).length > 0 ? { ...rest, slot: others } : rest;
    });
  };
  const setText = (field: 'place' | 'message', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _changed, ...rest }) => rest);
  };

  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.heading}>
        {t('events.oneToOnes.propose.title')}
        {company.data ? (
          <span className={styles.with}>
            {t('events.oneToOnes.propose.with', { name: company.data.name ?? '' })}
          </span>
        ) : null}
      </h1>
      {company.isPending ? <Skeleton height="1.5rem" width="16rem" /> : null}
      <p className={styles.lead}>
        {t('events.oneToOnes.propose.lead', { days: ONE_TO_ONE_MAX_DAYS_AHEAD })}
      </p>
      {propose.isError ? (
        <Alert tone="error" title={t('events.oneToOnes.propose.notSent')}>
          {getErrorMessage(propose.error, t('events.oneToOnes.tryAgain'))}
        </Alert>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className={styles.times}>
          <legend>{t('events.oneToOnes.propose.times')}</legend>
          {errors.slots ? (
            <p className={styles.error} role="alert">
              {errors.slots}
            </p>
          ) : null}
          {values.slots.map((slot, index) => (
            <TextField
              key={SLOT_LABELS[index]}
              label={t(SLOT_LABELS[index] ?? 'events.oneToOnes.propose.time3')}
              required={index === 0}
              type="datetime-local"
              min={earliest}
              max={latest}
              step={900}
              value={slot}
              error={errors.slot?.[index]}
              disabled={propose.isPending}
              onChange={(event) => setSlot(index, event.target.value)}
            />
          ))}
        </fieldset>
        <TextField
          label={t('events.oneToOnes.propose.where')}
          required
          placeholder={t('events.oneToOnes.propose.wherePlaceholder')}
          value={values.place}
          error={errors.place}
          disabled={propose.isPending}
          onChange={(event) => setText('place', event.target.value)}
        />
        <TextAreaField
          label={t('events.oneToOnes.propose.message')}
          rows={4}
          maxLength={ONE_TO_ONE_MESSAGE_MAX}
          value={values.message}
          error={errors.message}
          disabled={propose.isPending}
          onChange={(event) => setText('message', event.target.value)}
        />
        <Button type="submit" loading={propose.isPending} className={styles.send}>
          {t('events.oneToOnes.propose.send')}
        </Button>
      </form>
    </div>
  );
}
