import { Button } from '@club/ui/button';
import { Camera, CameraOff, ImageUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useCameraScanner } from '../hooks/use-camera-scanner';
import { readQrFromFile } from '../lib/read-qr';
import styles from '../check-in-page.module.css';
import { useT } from '../i18n';

/** The two ways to read a ticket's QR code: the live camera, or a photo or screenshot of it. */
export function QrReaders({
  onCode,
  disabled,
}: {
  onCode: (text: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  const [scanning, setScanning] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const { video, error: cameraError } = useCameraScanner(scanning, onCode);

  const readImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImageError(null);
    const text = await readQrFromFile(file).catch(() => null);
    if (text) onCode(text);
    else setImageError(t('events.checkIn.noQr'));
  };

  return (
    <div className={styles.readers}>
      <div className={styles.readerButtons}>
        <Button
          variant={scanning ? 'secondary' : 'primary'}
          icon={scanning ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
          onClick={() => setScanning((on) => !on)}
          disabled={disabled}
          aria-pressed={scanning}
        >
          {scanning ? t('events.checkIn.stopCamera') : t('events.checkIn.scan')}
        </Button>
        <label className={styles.fileButton} data-disabled={disabled || undefined}>
          <ImageUp aria-hidden="true" />
          {t('events.checkIn.readImage')}
          <input
            type="file"
            accept="image/*"
            className={styles.fileInput}
            onChange={(event) => void readImage(event)}
            disabled={disabled}
          />
        </label>
      </div>
      {scanning ? (
        <video
          ref={video}
          className={styles.video}
          muted
          playsInline
          aria-label={t('events.checkIn.video')}
        />
      ) : null}
      {cameraError ? (
        <p className={styles.readerError} role="alert">
          {cameraError}
        </p>
      ) : null}
      {imageError ? (
        <p className={styles.readerError} role="alert">
          {imageError}
        </p>
      ) : null}
    </div>
  );
}
