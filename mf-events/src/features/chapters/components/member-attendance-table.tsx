import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRow, Chapter } from '@club/contract/events';
import { getErrorMessage } from '@club/platform/api/api-error';
import { ATTENDANCE_KEY, moveMember } from '../queries';
import styles from '../chapters-page.module.css';
import { useT } from '../i18n';

/** Per member: their chapter (staff may move them), meetings attended of those held. */
export function MemberAttendanceTable({
  members,
  chapters,
}: {
  members: readonly AttendanceRow[];
  chapters: readonly Chapter[];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: ({ userId, chapterId }: { userId: string; chapterId: string }) =>
      moveMember(userId, chapterId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
  });
  return (
    <div className={styles.tableWrap}>
      {move.isError ? (
        <p role="alert" className={styles.error}>
          {getErrorMessage(move.error, t('events.chapters.moveError'))}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.caption}>{t('events.chapters.memberTable.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.chapters.col.member')}</th>
            <th scope="col">{t('events.chapters.col.company')}</th>
            <th scope="col">{t('events.chapters.col.attended')}</th>
            <th scope="col">{t('events.chapters.col.chapter')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.userId}>
              <th scope="row">{member.name}</th>
              <td>{member.company ?? '–'}</td>
              <td>
                {t('events.chapters.attended', { attended: member.attended, held: member.held })}
              </td>
              <td>
                <select
                  className={styles.select}
                  aria-label={t('events.chapters.chapterOf', { name: member.name })}
                  value={member.chapterId}
                  disabled={move.isPending}
                  onChange={(event) =>
                    move.mutate({ userId: member.userId, chapterId: event.target.value })
                  }
                >
                  {chapters.map((chapter) => (
                    <option key={chapter.id} value={chapter.id}>
                      {chapter.name}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
