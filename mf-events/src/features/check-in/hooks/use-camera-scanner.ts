import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { readQr } from '../lib/read-qr';
import { useT } from '../i18n';

/** How often a video frame is read, and how long the same code is not sent again. */
const FRAME_MS = 200;
const SAME_CODE_PAUSE_MS = 3_000;

/**
 * The phone's back camera in `video` while `on`: each QR code it sees is
 * passed to `onCode` once (the same one again only after a pause).
 */
export function useCameraScanner(on: boolean, onCode: (text: string) => void) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const emit = useEffectEvent(onCode);

  useEffect(() => {
    if (!on) return undefined;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };

    const scan = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= 2 && element.videoWidth > 0) {
        const text = await readQr(element, element.videoWidth, element.videoHeight);
        const now = Date.now();
        if (text && (text !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) {
          last = { text, at: now };
          emit(text);
        }
      }
      if (!stopped) timer = setTimeout(() => void scan(), FRAME_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        setError(null);
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch(() => {
        setError(t('events.checkIn.cameraError'));
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, t]);

  // An error is about the last try to open the camera: none shows once it is closed.
  return { video, error: on ? error : null };
}
