import { formatIndianDate } from '@club/contract/india-time/format';
import type { T } from '../../i18n';

/** What the status line under a group of switches says after a save. */
export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** When a switch last changed, as the line under it says it; "never" means it is at its default. */
export function changedLine(on: boolean, changedAt: string | null, t: T): string {
  if (!changedAt) return t('member.account.privacy.changed.never');
  const date = formatIndianDate(changedAt);
  return on
    ? t('member.account.privacy.changed.onSince', { date })
    : t('member.account.privacy.changed.offSince', { date });
}
