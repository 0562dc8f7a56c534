import { UPLOAD_TIMEOUT_MS, type PresignedUpload } from '@club/contract/uploads';
import { sendRequest } from '@club/platform/api/http';

/**
 * PUT of a file to its upload link, straight to the storage (the API's own or
 * S3): a bare request, so no bearer token or cookie travels to the storage.
 * The storage answers with an empty body or XML, read as text.
 */
export async function putFile(link: PresignedUpload, file: Blob): Promise<void> {
  await sendRequest({
    method: 'PUT',
    url: link.uploadUrl,
    data: file,
    headers: link.headers,
    timeout: UPLOAD_TIMEOUT_MS,
    responseType: 'text',
  });
}
