import {
  ONE_TO_ONE_MAX_SLOTS,
  ONE_TO_ONE_MESSAGE_MAX,
  ONE_TO_ONE_MESSAGES,
  ONE_TO_ONE_PLACE_MAX,
  type OneToOneProposalBody,
} from '@club/contract/one-to-ones';
import { slotFromIndiaInput } from './india-slot';

/** The form's own messages (the rest come from the contract): English unless the page gives its language's. */
export interface ProposalFormTexts {
  dateTime: string;
  atMost: (max: number) => string;
}

const ENGLISH_TEXTS: ProposalFormTexts = {
  dateTime: 'Enter a date and time',
  atMost: (max) => `At most ${String(max)} characters`,
};

/** The propose form as typed: three time fields (India time), the place and a message. */
export interface ProposalFormValues {
  slots: string[];
  place: string;
  message: string;
}

export const EMPTY_PROPOSAL: ProposalFormValues = {
  slots: Array.from({ length: ONE_TO_ONE_MAX_SLOTS }, () => ''),
  place: '',
  message: '',
};

export type ProposalErrors = Partial<Record<'slots' | 'place' | 'message', string>> & {
  /** Per time field, by its index. */
  slot?: Record<number, string>;
};

/**
 * The form's checks, before anything is sent (the API checks the same again):
 * at least one time, each ahead and different, and a place.
 */
export function checkProposal(
  companyId: string,
  values: ProposalFormValues,
  now: Date,
  texts: ProposalFormTexts = ENGLISH_TEXTS,
): { body: OneToOneProposalBody } | { errors: ProposalErrors } {
  const errors: ProposalErrors = {};
  const slot: Record<number, string> = {};
  const slots: string[] = [];
  values.slots.forEach((value, index) => {
    if (!value) return;
    const iso = slotFromIndiaInput(value);
    if (!iso) slot[index] = texts.dateTime;
    else if (Date.parse(iso) <= now.getTime()) slot[index] = ONE_TO_ONE_MESSAGES.slotInPast;
    else if (slots.some((taken) => Date.parse(taken) === Date.parse(iso))) {
      slot[index] = ONE_TO_ONE_MESSAGES.slotsDistinct;
    } else slots.push(iso);
  });
  if (Object.keys(slot).length > 0) errors.slot = slot;
  else if (slots.length === 0) errors.slots = ONE_TO_ONE_MESSAGES.slotsRequired;
  const place = values.place.trim();
  if (place.length < 2) errors.place = ONE_TO_ONE_MESSAGES.placeRequired;
  if (place.length > ONE_TO_ONE_PLACE_MAX) errors.place = texts.atMost(ONE_TO_ONE_PLACE_MAX);
  if (values.message.length > ONE_TO_ONE_MESSAGE_MAX) {
    errors.message = texts.atMost(ONE_TO_ONE_MESSAGE_MAX);
  }
  if (Object.keys(errors).length > 0) return { errors };
  const message = values.message.trim();
  return { body: { companyId, slots, place, ...(message ? { message } : {}) } };
}
