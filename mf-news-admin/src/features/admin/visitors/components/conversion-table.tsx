import { formatIndianMonth } from '@club/contract/india-time/format';
import type { ConversionRow } from '@club/contract/visitors';
import styles from '../admin-visitors-page.module.css';

/**
 * Per chapter and month of the meeting: visitors at each step and the share who
 * joined; withdrawn invitations are shown apart and left out of the share.
 */
export function ConversionTable({ rows }: { rows: readonly ConversionRow[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>
        Conversion of visitors to members per chapter and month
      </caption>
      <thead>
        <tr>
          <th scope="col">Chapter and month</th>
          <th scope="col">Invited</th>
          <th scope="col">Registered</th>
          <th scope="col">Attended</th>
          <th scope="col">Joined</th>
          <th scope="col">Conversion</th>
          <th scope="col">Withdrawn</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.chapterId}-${row.month}`}>
            <th scope="row" data-label="Chapter and month">
              <span className={styles.name}>{row.chapter}</span>
              <span className={styles.muted}>{formatIndianMonth(row.month)}</span>
            </th>
            <td data-label="Invited">{row.invited}</td>
            <td data-label="Registered">{row.registered}</td>
            <td data-label="Attended">{row.attended}</td>
            <td data-label="Joined">{row.joined}</td>
            <td data-label="Conversion">{row.conversionPercent}%</td>
            <td data-label="Withdrawn">{row.withdrawn}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
