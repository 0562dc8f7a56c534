import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRow, Chapter } from '@club/contract/events';
import { getErrorMessage } from '@club/platform/api/api-error';
import { ATTENDANCE_KEY, moveMember } from '../queries';
import styles from '../chapters-page.module.css';

/** Per member: their chapter (staff may move them), meetings attended of those held. */
export function MemberAttendanceTable({
  members,
  chapters,
}: {
  members: readonly AttendanceRow[];
  chapters: readonly Chapter[];
}) {
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
          {getErrorMessage(move.error, 'The member could not be moved.')}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.caption}>Attendance per member</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Company</th>
            <th scope="col">Attended</th>
            <th scope="col">Chapter</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.userId}>
              <th scope="row">{member.name}</th>
              <td>{member.company ?? '–'}</td>
              <td>
                {member.attended} of {member.held}
              </td>
              <td>
                <select
                  className={styles.select}
                  aria-label={`Chapter of ${member.name}`}
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
