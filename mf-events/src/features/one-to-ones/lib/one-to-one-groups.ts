import type { OneToOne, OneToOneStage } from '@club/contract/one-to-ones';

/** The sections of My 1-to-1s by the stage the server gave each one. */
export type OneToOneGroups = Record<OneToOneStage, OneToOne[]>;

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/** Sorts the member's 1-to-1s into what needs them now and what is history; upcoming soonest first. */
export function groupOneToOnes(items: readonly OneToOne[]): OneToOneGroups {
  const groups: OneToOneGroups = {
    'to-answer': [],
    upcoming: [],
    'to-log': [],
    waiting: [],
    done: [],
  };
  for (const item of items) groups[item.stage].push(item);
  groups.upcoming.sort((a, b) => time(a.acceptedSlot) - time(b.acceptedSlot));
  return groups;
}
