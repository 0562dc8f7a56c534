import { callApi } from '@club/shared/api/api-client';
import { inquiryEndpoints, type InquiryBody } from '@club/shared/contract/inquiries';

/** Sends a form's message to the club (kept, e-mailed to the club's inbox, acknowledged). */
export function sendInquiry(body: InquiryBody) {
  return callApi(inquiryEndpoints.send, { body });
}

/** Shown when a message could not be sent; the form keeps what the visitor wrote. */
export const SEND_FAILED = 'Your message could not be sent. Please try again.';
