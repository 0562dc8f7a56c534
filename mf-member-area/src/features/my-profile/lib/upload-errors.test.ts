import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { uploadErrorMessage } from './upload-errors';

function failed(status: number | null, code?: string, data: unknown = ''): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response =
    status === null
      ? undefined
      : ({ status, data, config, headers: {}, statusText: '' } as AxiosResponse);
  return new AxiosError('upload failed', code, config, null, response);
}

describe('upload error messages', () => {
  it('reads a refusal by the storage as a configuration problem', () => {
    const forbidden =
      'Image upload is temporarily unavailable due to server configuration. Please contact support.';
    expect(uploadErrorMessage(failed(403))).toBe(forbidden);
    expect(
      uploadErrorMessage(failed(400, undefined, '<Error><Code>AccessDenied</Code></Error>')),
    ).toBe(forbidden);
  });

  it('tells a timeout, a lost connection and other statuses apart', () => {
    expect(uploadErrorMessage(failed(null, 'ECONNABORTED'))).toBe('Upload timeout');
    expect(uploadErrorMessage(failed(null, 'ERR_NETWORK'))).toBe('Network error during upload');
    expect(uploadErrorMessage(failed(500))).toBe('Failed to upload image (status 500)');
    expect(uploadErrorMessage(new Error('bug'))).toBe('Failed to upload image. Please try again.');
  });
});
