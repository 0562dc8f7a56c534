import axios from 'axios';
import { UPLOAD_TIMEOUT_MS, type PresignedUpload } from '@club/contract/uploads';

/**
 * PUT of the file to its upload link, straight to the storage (the API's own
 * or S3): a bare request, so no bearer token travels to the storage.
 */
export async function putFile(link: PresignedUpload, file: Blob): Promise<void> {
  await axios.put(link.uploadUrl, file, {
    headers: link.headers,
    timeout: UPLOAD_TIMEOUT_MS,
    // The storage answers with an empty body or XML, never JSON to parse.
    transformResponse: (data: unknown) => data,
  });
}
