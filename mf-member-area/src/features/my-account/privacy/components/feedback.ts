import { formatIndianDate } from '@club/contract/india-time/format';

/** What the status line under a group of switches says after a save. */
export type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** When a switch last changed, as the line under it says it; "never" means it is at its default. */
export function changedLine(on: boolean, changedAt: string | null): string {
  if (!changedAt) return 'Off: you have not turned it on.';
  const date = formatIndianDate(changedAt);
  return on ? `On since ${date}.` : `Off since ${date}.`;
}
