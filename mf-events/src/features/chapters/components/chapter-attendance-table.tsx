import type { ChapterAttendance } from '@club/contract/events';
import styles from '../chapters-page.module.css';

/** Per chapter: members, meetings held and check-ins, and the share of seats filled. */
export function ChapterAttendanceTable({ chapters }: { chapters: readonly ChapterAttendance[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Attendance per chapter</caption>
        <thead>
          <tr>
            <th scope="col">Chapter</th>
            <th scope="col">City</th>
            <th scope="col">Members</th>
            <th scope="col">Meetings held</th>
            <th scope="col">Check-ins</th>
            <th scope="col">Attendance</th>
          </tr>
        </thead>
        <tbody>
          {chapters.map((chapter) => {
            const seats = chapter.members * chapter.meetingsHeld;
            return (
              <tr key={chapter.chapterId}>
                <th scope="row">{chapter.name}</th>
                <td>{chapter.city}</td>
                <td>{chapter.members}</td>
                <td>{chapter.meetingsHeld}</td>
                <td>{chapter.checkIns}</td>
                <td>
                  {seats === 0 ? '–' : `${String(Math.round((100 * chapter.checkIns) / seats))}%`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
