import { imageContentTypeSchema } from '@club/contract/common';
import {
  IMAGE_SIGNATURE_BYTES,
  imageTypeOfBytes,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
} from '@club/contract/uploads';
import { MESSAGES } from '@club/contract/copy/messages';
import { Alert } from '@club/ui/alert';
import { buttonClassName } from '@club/ui/button';
import { Spinner } from '@club/ui/spinner';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { presignLogo, putFile } from '../api/profile-requests';
import { uploadErrorMessage } from '../lib/upload-errors';
import { useT } from '../i18n';
import styles from './logo-upload.module.css';

type Message = { tone: 'success' | 'error'; text: string };

/** The image type the file really is (its first bytes), or the reason it is refused. */
async function checkImage(file: File) {
  if (!file.type.startsWith('image/')) return { error: NOT_AN_IMAGE_MESSAGE } as const;
  if (file.size > LOGO_MAX_BYTES) return { error: LOGO_TOO_LARGE_MESSAGE } as const;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const type = imageContentTypeSchema.safeParse(imageTypeOfBytes(head));
  return type.success ? ({ type: type.data } as const) : ({ error: NOT_AN_IMAGE_MESSAGE } as const);
}

/**
 * The company logo: shown in its own aspect ratio, replaced by uploading a
 * JPEG, PNG or WebP under 5 MB straight to the storage. The new key joins the
 * form and is kept with Save Profile.
 */
export function LogoUpload({
  companyName,
  imageUrl,
  onUploaded,
}: {
  companyName: string;
  imageUrl: string | null;
  onUploaded: (upload: { objectKey: string; publicUrl: string }) => void;
}) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    const checked = await checkImage(file);
    if ('error' in checked) {
      setMessage({ tone: 'error', text: checked.error ?? NOT_AN_IMAGE_MESSAGE });
      return;
    }
    setUploading(true);
    try {
      const link = await presignLogo({ contentType: checked.type, size: file.size });
      try {
        await putFile(link, file);
      } catch (error) {
        setMessage({ tone: 'error', text: uploadErrorMessage(error) });
        return;
      }
      onUploaded({ objectKey: link.objectKey, publicUrl: link.publicUrl });
      setMessage({ tone: 'success', text: MESSAGES.profile.uploadSucceeded });
    } catch {
      setMessage({ tone: 'error', text: MESSAGES.profile.uploadFailed });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.upload}>
      <div className={styles.preview}>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={t('member.profile.logo.alt', { name: companyName })}
            className={styles.image}
          />
        ) : (
          <span className={styles.empty}>{t('member.profile.logo.none')}</span>
        )}
      </div>
      <div className={styles.controls}>
        <p className={styles.hint}>{t('member.profile.logo.hint')}</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={styles.fileInput}
          onChange={(event) => void upload(event)}
          disabled={uploading}
        />
        <label
          htmlFor={inputId}
          className={buttonClassName({ variant: 'secondary' })}
          aria-disabled={uploading || undefined}
        >
          {uploading ? (
            <Spinner size={16} decorative />
          ) : (
            <ImageUp aria-hidden="true" className={styles.icon} />
          )}
          <span>
            {t(
              uploading
                ? 'member.profile.logo.uploading'
                : imageUrl
                  ? 'member.profile.logo.change'
                  : 'member.profile.logo.upload',
            )}
          </span>
        </label>
        <div aria-live="polite">
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        </div>
      </div>
    </div>
  );
}
