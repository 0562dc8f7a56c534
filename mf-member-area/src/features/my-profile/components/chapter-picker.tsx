import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '@club/contract/events';
import { paths } from '@club/contract/site-pages';
import { callApi } from '@club/platform/api/api-client';
import { getErrorMessage } from '@club/platform/api/api-error';
import { SelectField } from '@club/ui/form-field';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { chaptersQuery, myChapterQuery } from '../queries';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from './chapter-picker.module.css';

/** The chapter the member meets with (its weekly meetings show in My Meetings); saved on change. */
export function ChapterPicker() {
  const t = useT();
  const queryClient = useQueryClient();
  const mine = useQuery(myChapterQuery);
  const chapters = useQuery(chaptersQuery);
  const choose = useMutation({
    mutationFn: (chapterId: string | null) =>
      callApi(eventEndpoints.chooseChapter, { body: { chapterId } }),
    onSuccess: (result) => queryClient.setQueryData(myChapterQuery.queryKey, result),
  });
  if (!chapters.data || chapters.data.length === 0 || !mine.data) return null;
  return (
    <section className={styles.box} aria-labelledby="chapter-heading">
      <div className={styles.summary}>
        <CalendarDays aria-hidden="true" className={styles.icon} />
        <div className={styles.text}>
          <h2 id="chapter-heading" className={styles.heading}>
            {t('member.profile.chapter.heading')}
          </h2>
          <p className={styles.note}>
            {withTags(t('member.profile.chapter.note'), {
              link: (text) => <Link to={paths.myMeetings()}>{text}</Link>,
            })}
          </p>
        </div>
      </div>
      <SelectField
        label={t('member.profile.chapter.label')}
        placeholder={t('member.profile.chapter.none')}
        value={mine.data.chapter?.id ?? ''}
        disabled={choose.isPending}
        onChange={(event) => choose.mutate(event.target.value || null)}
        options={chapters.data.map((chapter) => ({
          value: chapter.id,
          label: `${chapter.name} (${chapter.city})`,
        }))}
        error={
          choose.isError
            ? getErrorMessage(choose.error, t('member.profile.chapter.failed'))
            : undefined
        }
        hint={choose.isSuccess ? t('member.profile.chapter.saved') : undefined}
      />
    </section>
  );
}
