import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chapterBodySchema,
  MEETING_AGENDA_MAX,
  WEEKDAYS,
  type Chapter,
  type ChapterBody,
  type ChapterChangeResult,
} from '@club/contract/events';
import { getErrorMessage, isApiError } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { SelectField, TextAreaField, TextField } from '@club/ui/form-field';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type * as z from 'zod/mini';
import { EVENT_KEYS } from '@/lib/event-queries';
import { changeChapter, createChapter } from '../queries';
import styles from '../chapters-page.module.css';
import type { Translate } from '@club/ui/i18n';
import { useT, type MessageId } from '../i18n';

type Values = z.input<typeof chapterBodySchema>;
const NEW = 'new';

const EMPTY: Values = {
  name: '',
  city: '',
  venue: '',
  address: '',
  weekday: 4,
  startTime: '07:30',
  durationMinutes: 120,
  agenda: 'Introductions, member presentations, referrals',
};

const valuesOf = (chapter: Chapter): Values => ({
  name: chapter.name,
  city: chapter.city,
  venue: chapter.venue,
  address: chapter.address,
  weekday: chapter.weekday,
  startTime: chapter.startTime,
  durationMinutes: chapter.durationMinutes,
  agenda: chapter.agenda,
});

/** A validation error's message without the field name the API puts first. */
const withoutField = (message: string) => message.replace(/^\w+: /, '');

function savedMessage(
  result: Chapter | ChapterChangeResult,
  created: boolean,
  t: Translate<MessageId>,
): string {
  if (created) return t('events.chapters.form.added');
  const { keptMeetings } = result as ChapterChangeResult;
  if (keptMeetings === 0) return t('events.chapters.form.savedAll');
  return t('events.chapters.form.savedKept', { count: keptMeetings });
}

/**
 * Add a chapter, or change one's name, place, weekly schedule or agenda.
 * Checked by the rules the API applies; an error the API finds is shown at its field.
 */
export function ChapterForm({ chapters }: { chapters: readonly Chapter[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [selected, setSelected] = useState(NEW);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<Values, unknown, ChapterBody>({
    defaultValues: EMPTY,
    resolver: zodResolver(chapterBodySchema),
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const editing = chapters.find((chapter) => chapter.id === selected) ?? null;

  const save = useMutation({
    mutationFn: async (values: ChapterBody) => {
      if (!editing) return { created: true, result: await createChapter(values) };
      // Only what staff changed is sent, so the audit trail names it.
      const dirty = Object.keys(formState.dirtyFields) as (keyof ChapterBody)[];
      const change = Object.fromEntries(dirty.map((key) => [key, values[key]]));
      return { created: false, result: await changeChapter(editing.id, change) };
    },
    onSuccess: async ({ created, result }) => {
      setSaved(savedMessage(result, created, t));
      const chapter = 'chapter' in result ? result.chapter : result;
      setSelected(chapter.id);
      reset(valuesOf(chapter));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EVENT_KEYS.chapters }),
        queryClient.invalidateQueries({ queryKey: EVENT_KEYS.meetings }),
      ]);
    },
    onError: (error) => {
      const field = isApiError(error) ? error.response?.data.error.field : undefined;
      if (field && field in EMPTY) {
        setError(field as FieldPath<Values>, {
          message: withoutField(getErrorMessage(error, '')),
        });
      }
    },
  });

  const choose = (id: string) => {
    setSelected(id);
    setSaved(null);
    save.reset();
    const chapter = chapters.find((candidate) => candidate.id === id);
    reset(chapter ? valuesOf(chapter) : EMPTY);
  };
  const { errors } = formState;
  const apiError = save.isError && !errors.root ? save.error : null;

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit((values) => {
        setSaved(null);
        save.mutate(values);
      })}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {editing
          ? t('events.chapters.form.change', { name: editing.name })
          : t('events.chapters.form.add')}
      </h2>
      <SelectField
        label={t('events.chapters.form.chapter')}
        value={selected}
        onChange={(event) => choose(event.target.value)}
        options={[
          { value: NEW, label: t('events.chapters.form.new') },
          ...chapters.map((chapter) => ({
            value: chapter.id,
            label: `${chapter.name} (${chapter.city})`,
          })),
        ]}
      />
      <TextField
        label={t('events.chapters.form.name')}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('events.chapters.form.city')}
        required
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label={t('events.chapters.form.venue')}
        required
        error={errors.venue?.message}
        {...register('venue')}
      />
      <TextField
        label={t('events.chapters.form.address')}
        required
        error={errors.address?.message}
        {...register('address')}
      />
      <div className={styles.formRow}>
        <SelectField
          label={t('events.chapters.form.weekday')}
          required
          error={errors.weekday?.message}
          options={WEEKDAYS.map((day, index) => ({ value: String(index + 1), label: day }))}
          {...register('weekday', { valueAsNumber: true })}
        />
        <TextField
          label={t('events.chapters.form.startsAt')}
          type="time"
          required
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <TextField
          label={t('events.chapters.form.minutes')}
          type="number"
          inputMode="numeric"
          min={30}
          max={480}
          step={15}
          required
          error={errors.durationMinutes?.message}
          {...register('durationMinutes', { valueAsNumber: true })}
        />
      </div>
      <TextAreaField
        label={t('events.chapters.form.agenda')}
        hint={t('events.chapters.form.agendaHint')}
        maxLength={MEETING_AGENDA_MAX}
        error={errors.agenda?.message}
        {...register('agenda')}
      />
      {editing ? <p className={styles.hint}>{t('events.chapters.form.editHint')}</p> : null}
      {apiError ? (
        <Alert tone="error">{getErrorMessage(apiError, t('events.chapters.form.saveError'))}</Alert>
      ) : null}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <Button type="submit" disabled={save.isPending || (editing !== null && !formState.isDirty)}>
        {save.isPending
          ? t('events.chapters.saving')
          : editing
            ? t('events.chapters.form.save')
            : t('events.chapters.form.submitAdd')}
      </Button>
    </form>
  );
}
