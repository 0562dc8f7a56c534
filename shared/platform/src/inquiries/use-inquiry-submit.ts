import { currentLocale } from '@club/ui/i18n';
import { callApi } from '@club/platform/api/api-client';
import { getErrorMessage } from '@club/platform/api/api-error';
import {
  inquiryBodySchema,
  inquiryEndpoints,
  type InquiryBody,
  type InquiryKind,
} from '@club/contract/inquiries';
import { useState, type BaseSyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** Shown when a message could not be sent; the form keeps what the visitor wrote. */
export const SEND_FAILED = 'Your message could not be sent. Please try again.';

/** The parts of an inquiry a form fills in (the rest comes from the page and the form). */
export type InquiryField = Exclude<keyof InquiryBody, 'kind' | 'page' | 'website'>;

/** The name of the hidden honeypot field in every inquiry form (`website` in the contract). */
export const INQUIRY_HONEYPOT_FIELD = 'website';

export interface InquirySubmitOptions<Values> {
  kind: InquiryKind;
  /** Which of the form's fields holds each part of the inquiry. */
  fields: Partial<Record<InquiryField, keyof Values & string>>;
  /** A contract rule refused a field: show `message` at the form's `field`. */
  onInvalid: (field: keyof Values & string, message: string) => void;
}

export interface InquirySubmit<Values> {
  /** Why the last send failed (the API's message, or SEND_FAILED), or null. */
  failure: string | null;
  /**
   * Checks the inquiry against the contract (`inquiryBodySchema`) and sends it
   * (`POST /inquiries`) with the page's path and the honeypot of the submitted
   * form. True once the club has it; false when a field was refused (through
   * `onInvalid`) or sending failed (`failure`).
   */
  send: (values: Values, event?: BaseSyntheticEvent) => Promise<boolean>;
  /** Forgets the last failure (a form that is closed and cleared). */
  clearFailure: () => void;
}

/** What the submitted form had in the honeypot (empty for people). */
function honeypotOf(event: BaseSyntheticEvent | undefined): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return '';
  const value = new FormData(form).get(INQUIRY_HONEYPOT_FIELD);
  return typeof value === 'string' ? value : '';
}

/**
 * The submit of every inquiry form (Ask an Expert, Get Expert Help, Contact
 * Us): one body, the contract's rules, one request and one failure message.
 */
export function useInquirySubmit<Values extends Record<string, unknown>>({
  kind,
  fields,
  onInvalid,
}: InquirySubmitOptions<Values>): InquirySubmit<Values> {
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (values: Values, event?: BaseSyntheticEvent) => {
    setFailure(null);
    const body: Record<string, unknown> = {
      kind,
      page: pathname,
      language: currentLocale(),
      website: honeypotOf(event),
    };
    for (const [part, field] of Object.entries(fields) as [InquiryField, keyof Values][]) {
      body[part] = values[field];
    }
    const checked = inquiryBodySchema.safeParse(body);
    if (!checked.success) {
      let refused = false;
      for (const issue of checked.error.issues) {
        const field = fields[issue.path[0] as InquiryField];
        if (field) {
          onInvalid(field, issue.message);
          refused = true;
        }
      }
      if (!refused) setFailure(SEND_FAILED);
      return false;
    }
    try {
      // The body as the form had it: the API trims and checks it again.
      await callApi(inquiryEndpoints.send, { body: body as InquiryBody });
      return true;
    } catch (error) {
      setFailure(getErrorMessage(error, SEND_FAILED));
      return false;
    }
  };

  return { failure, send, clearFailure: () => setFailure(null) };
}
