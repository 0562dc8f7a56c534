import axios from 'axios';
import { apiDelete, apiGet, apiPost } from '@club/shared/api/api-client';
import type { ImageContentType } from '@club/shared/contract/common';
import {
  auditListResponseSchema,
  newsItemSchema,
  newsListResponseSchema,
  type NewsCreateBody,
} from '@club/shared/contract/news';
import {
  presignResponseSchema,
  UPLOAD_TIMEOUT_MS,
  type PresignedUpload,
} from '@club/shared/contract/uploads';

/** The manager shows the latest 50 items; older ones stay in the public list. */
export function fetchNews() {
  return apiGet(newsListResponseSchema, '/news', { params: { limit: 50 } });
}

/** Who added what: the audit trail's latest creations, to show "Added by … on …". */
export function fetchAudit() {
  return apiGet(auditListResponseSchema, '/admin/audit', { params: { limit: 50, about: 'news' } });
}

export function createNews(body: NewsCreateBody) {
  return apiPost(newsItemSchema, '/news', body);
}

export function deleteNews(id: string) {
  return apiDelete(null, `/news/${id}`);
}

export function presignNewsImage(file: { contentType: ImageContentType; size: number }) {
  return apiPost(presignResponseSchema, '/uploads/news/presign', file);
}

/** A bare PUT to the storage: no bearer token travels there. */
export async function putFile(link: PresignedUpload, file: Blob): Promise<void> {
  await axios.put(link.uploadUrl, file, {
    headers: link.headers,
    timeout: UPLOAD_TIMEOUT_MS,
    transformResponse: (data: unknown) => data,
  });
}
