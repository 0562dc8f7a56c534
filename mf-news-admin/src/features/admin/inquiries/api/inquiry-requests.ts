import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@club/platform/api/api-client';
import {
  adminInquiryEndpoints,
  type AdminInquiryUpdateBody,
  type InquiryKind,
  type InquiryStatus,
} from '@club/contract/inquiries';

export interface InquiryFilters {
  status?: InquiryStatus | undefined;
  kind?: InquiryKind | undefined;
}

/**
 * Cache keys of the inquiries. Everything under `all` is refreshed after a
 * change: the lists and the overview's count of new ones (`summary`).
 */
export const inquiryKeys = {
  all: ['admin', 'inquiries'] as const,
  list: (filters: InquiryFilters) => ['admin', 'inquiries', 'list', filters] as const,
  summary: ['admin', 'inquiries', 'summary'] as const,
  replySettings: ['admin', 'inquiries', 'reply-settings'] as const,
};

/** A page of inquiries, newest first. */
export function fetchInquiryPage(filters: InquiryFilters, cursor: string | null) {
  return callApi(adminInquiryEndpoints.list, {
    query: {
      limit: 20,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
}

/** How many inquiries are new (for the overview). */
export function fetchInquirySummary() {
  return callApi(adminInquiryEndpoints.summary);
}

export function updateInquiry(id: string, body: AdminInquiryUpdateBody) {
  return callApi(adminInquiryEndpoints.update, { params: { id }, body });
}

/** E-mails a reply to the sender and records it on the inquiry; the inquiry comes back with it. */
export function sendInquiryReply(id: string, text: string) {
  return callApi(adminInquiryEndpoints.reply, { params: { id }, body: { text } });
}

/** The club's mailbox that the person's answers to a reply reach. */
export function fetchReplySettings() {
  return callApi(adminInquiryEndpoints.replySettings);
}

/** The reply settings (who replies, the signature) the reply form starts from. */
export const replySettingsQuery = queryOptions({
  queryKey: inquiryKeys.replySettings,
  queryFn: fetchReplySettings,
});
