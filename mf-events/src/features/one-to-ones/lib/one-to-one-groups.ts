import type { OneToOne } from '@club/contract/one-to-ones';

/** The sections of My 1-to-1s, in the order they are shown. */
export interface OneToOneGroups {
  /** Proposed to the member: theirs to answer. */
  toAnswer: OneToOne[];
  /** Agreed, with the time still ahead (soonest first). */
  upcoming: OneToOne[];
  /** Proposed by the member, waiting for the other's answer. */
  waiting: OneToOne[];
  /** Agreed and its time has come, not yet logged by the member. */
  toLog: OneToOne[];
  /** Logged, declined, cancelled, or proposed times that all passed. */
  past: OneToOne[];
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/** Sorts the member's 1-to-1s into what needs them now and what is history. */
export function groupOneToOnes(items: readonly OneToOne[], now: Date): OneToOneGroups {
  const at = now.getTime();
  const groups: OneToOneGroups = { toAnswer: [], upcoming: [], waiting: [], toLog: [], past: [] };
  for (const item of items) {
    const stillOpen = item.slots.some((slot) => time(slot) > at);
    if (item.status === 'proposed' && stillOpen) {
      (item.role === 'invitee' ? groups.toAnswer : groups.waiting).push(item);
    } else if (item.status === 'accepted' && time(item.acceptedSlot) > at) {
      groups.upcoming.push(item);
    } else if (item.status === 'accepted' && !item.myLog) {
      groups.toLog.push(item);
    } else {
      groups.past.push(item);
    }
  }
  groups.upcoming.sort((a, b) => time(a.acceptedSlot) - time(b.acceptedSlot));
  return groups;
}
