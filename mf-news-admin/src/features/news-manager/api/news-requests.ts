import { callApi } from '@club/platform/api/api-client';
import type { ImageContentType } from '@club/contract/common';
import { newsEndpoints, type NewsCreateBody } from '@club/contract/news';
import { uploadEndpoints } from '@club/contract/uploads';

/** A page of the manager's list, newest first, with who added each item and the total. */
export function fetchNewsPage(cursor: string | null) {
  return callApi(newsEndpoints.manage, {
    query: { limit: 20, ...(cursor ? { cursor } : {}) },
  });
}

export function createNews(body: NewsCreateBody) {
  return callApi(newsEndpoints.create, { body });
}

export function deleteNews(id: string) {
  return callApi(newsEndpoints.remove, { params: { id } });
}

export function presignNewsImage(file: { contentType: ImageContentType; size: number }) {
  return callApi(uploadEndpoints.newsImage, { body: file });
}

/** A bare PUT to the storage: no bearer token travels there. */
export { putFile } from '@club/platform/api/put-file';
