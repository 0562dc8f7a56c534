import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@club/ui/button';
import styles from './remote-mount.module.css';
import { usePlatformT } from '@club/platform/platform-messages';

/** A whole page (a large panel with a heading) or a part inside another page (one line). */
export type RemoteMountSize = 'page' | 'part';

/** What a visitor sees where a remote could not be shown, with a Retry. */
export default function RemoteUnavailable({
  size,
  onRetry,
}: {
  size: RemoteMountSize;
  onRetry: () => void;
}) {
  const t = usePlatformT();
  const retry = (
    <Button
      onClick={onRetry}
      size={size === 'part' ? 'sm' : 'md'}
      icon={<RefreshCw size={size === 'part' ? 16 : 18} aria-hidden="true" />}
    >
      {t('platform.remote-unavailable.retry')}
    </Button>
  );
  if (size === 'part') {
    return (
      <div className={styles.inline} role="alert">
        <WifiOff size={18} aria-hidden="true" />
        <p className={styles.inlineText}>{t('platform.remote-unavailable.title')}</p>
        {retry}
      </div>
    );
  }
  return (
    <section className={styles.panel} role="alert" aria-live="assertive">
      <WifiOff className={styles.icon} aria-hidden="true" size={40} />
      <h1 className={styles.title}>{t('platform.remote-unavailable.title')}</h1>
      <p className={styles.text}>{t('platform.remote-unavailable.text')}</p>
      {retry}
    </section>
  );
}
