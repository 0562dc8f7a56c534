import { HttpError, type HttpErrorKind } from '@club/platform/api/http';
import { uploadErrorMessage } from './upload-errors';

const PUT = { method: 'PUT', url: 'https://files.example/logo.png?sig=403' } as const;

/** A refused PUT (a status) or one that got no answer (a kind). */
function failed(status: number | Exclude<HttpErrorKind, 'http'>): HttpError {
  return typeof status === 'number'
    ? new HttpError('http', PUT, { status, data: '', headers: new Headers() })
    : new HttpError(status, PUT);
}

describe('upload error messages', () => {
  it('reads a refusal by the storage as a configuration problem', () => {
    const forbidden =
      'Image upload is temporarily unavailable due to server configuration. Please contact support.';
    expect(uploadErrorMessage(failed(403))).toBe(forbidden);
    const accessDenied = new HttpError('http', PUT, {
      status: 400,
      data: '<Error><Code>AccessDenied</Code></Error>',
      headers: new Headers(),
    });
    expect(uploadErrorMessage(accessDenied)).toBe(forbidden);
  });

  it('tells a timeout, a lost connection and other statuses apart', () => {
    expect(uploadErrorMessage(failed('timeout'))).toBe('Upload timeout');
    expect(uploadErrorMessage(failed('network'))).toBe('Network error during upload');
    expect(uploadErrorMessage(failed(500))).toBe('Failed to upload image (status 500)');
    expect(uploadErrorMessage(new Error('bug'))).toBe('Failed to upload image. Please try again.');
  });
});
