import { useEffect, useRef } from 'react';
import styles from './ticket-card.module.css';

/**
 * A ticket's QR code, drawn on a canvas. The QR library is fetched with the
 * first ticket shown, so pages without one never load it.
 */
export function TicketQr({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ default: QRCode }) => {
      if (current && canvas.current) {
        void QRCode.toCanvas(canvas.current, text, { width: 220, margin: 2 });
      }
    });
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <canvas
      ref={canvas}
      className={styles.qr}
      width={220}
      height={220}
      role="img"
      aria-label={label}
    />
  );
}
