import { isHttpError } from '@club/platform/api/http';
import { MESSAGES } from '@club/contract/copy/messages';
import { t } from '@club/ui/i18n';
// The profile editor's catalogue: its English messages are in from the import on.
import '../i18n';

/**
 * What a failed logo upload tells the member: a refusal by the storage
 * (403, AccessDenied) is a configuration problem to report; a timeout, a lost
 * connection or another status each have their message.
 */
export function uploadErrorMessage(error: unknown): string {
  if (!isHttpError(error)) return MESSAGES.profile.uploadFailed;
  const status = error.response?.status;
  const body = typeof error.response?.data === 'string' ? error.response.data : '';
  if (status === 403 || /AccessDenied/.test(body)) {
    return MESSAGES.profile.uploadForbidden;
  }
  if (error.kind === 'timeout') return MESSAGES.profile.uploadTimeout;
  if (status === undefined) return MESSAGES.profile.uploadNetworkError;
  return t('member.profile.logo.failedStatus', { status });
}
