import { formatIndianDate } from '@club/contract/india-time/format';
import type { ChapterPipeline as Pipeline } from '@club/contract/visitors';
import styles from '../admin-visitors-page.module.css';
import { StageBadge, WithdrawnBadge } from './stage-badge';

const STEPS = [
  ['invited', 'Invited'],
  ['registered', 'Registered'],
  ['attended', 'Attended'],
  ['followedUp', 'Followed up'],
  ['joined', 'Joined'],
] as const;

/** One chapter: how many visitors reached each step (withdrawn invitations apart), then each visitor. */
export function ChapterPipeline({ pipeline }: { pipeline: Pipeline }) {
  const headingId = `chapter-${pipeline.chapter.id}`;
  return (
    <section className={styles.chapter} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.chapterName}>
        {pipeline.chapter.name} <span className={styles.muted}>({pipeline.chapter.city})</span>
      </h3>
      <dl className={styles.steps} aria-label={`${pipeline.chapter.name}: visitors per step`}>
        {STEPS.map(([key, label]) => (
          <div key={key} className={styles.step}>
            <dt>{label}</dt>
            <dd>{pipeline.reached[key]}</dd>
          </div>
        ))}
        <div className={styles.step}>
          <dt>Withdrawn</dt>
          <dd>{pipeline.withdrawn}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>Visitors of {pipeline.chapter.name}</caption>
        <thead>
          <tr>
            <th scope="col">Visitor</th>
            <th scope="col">Meeting</th>
            <th scope="col">Invited by</th>
            <th scope="col">Stage</th>
          </tr>
        </thead>
        <tbody>
          {pipeline.visitors.map((visitor) => (
            <tr key={visitor.id}>
              <th scope="row" data-label="Visitor">
                <span className={styles.name}>{visitor.name}</span>
                <span className={styles.muted}>{visitor.businessName}</span>
              </th>
              <td data-label="Meeting">{formatIndianDate(visitor.meeting.startsAt)}</td>
              <td data-label="Invited by">{visitor.invitedBy.name}</td>
              <td data-label="Stage">
                {visitor.withdrawnAt ? <WithdrawnBadge /> : <StageBadge stage={visitor.stage} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
