import { RefreshCw, WifiOff } from 'lucide-react';
import { MESSAGES } from '@club/contract/copy/messages';
import { Button } from '@club/ui/button';
import styles from './remote-mount.module.css';

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
  const retry = (
    <Button
      onClick={onRetry}
      size={size === 'part' ? 'sm' : 'md'}
      icon={<RefreshCw size={size === 'part' ? 16 : 18} aria-hidden="true" />}
    >
      Retry
    </Button>
  );
  if (size === 'part') {
    return (
      <div className={styles.inline} role="alert">
        <WifiOff size={18} aria-hidden="true" />
        <p className={styles.inlineText}>{MESSAGES.remoteUnavailable}</p>
        {retry}
      </div>
    );
  }
  return (
    <section className={styles.panel} role="alert" aria-live="assertive">
      <WifiOff className={styles.icon} aria-hidden="true" size={40} />
      <h1 className={styles.title}>{MESSAGES.remoteUnavailable}</h1>
      <p className={styles.text}>The rest of the site still works. Please try again in a moment.</p>
      {retry}
    </section>
  );
}
