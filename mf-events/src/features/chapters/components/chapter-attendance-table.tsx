import type { ChapterAttendance } from '@club/contract/events';
import styles from '../chapters-page.module.css';
import { useT } from '../i18n';

/** Per chapter: members, meetings held and check-ins, and the share of seats filled. */
export function ChapterAttendanceTable({ chapters }: { chapters: readonly ChapterAttendance[] }) {
  const t = useT();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('events.chapters.chapterTable.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.chapters.col.chapter')}</th>
            <th scope="col">{t('events.chapters.col.city')}</th>
            <th scope="col">{t('events.chapters.col.members')}</th>
            <th scope="col">{t('events.chapters.col.held')}</th>
            <th scope="col">{t('events.chapters.col.checkIns')}</th>
            <th scope="col">{t('events.chapters.col.attendance')}</th>
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
