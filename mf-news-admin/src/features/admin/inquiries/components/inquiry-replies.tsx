import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  INQUIRY_REPLY_EMPTY,
  INQUIRY_REPLY_MAX,
  INQUIRY_REPLY_TOO_LONG,
  inquiryReplyNotice,
  type AdminInquiry,
} from '@club/contract/inquiries';
import { getErrorMessage } from '@club/platform/api/api-error';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { TextAreaField } from '@club/ui/form-field';
import { Send } from 'lucide-react';
import { formatIndianDateTime } from '@club/contract/india-time/format';
import { replySettingsQuery, sendInquiryReply } from '../api/inquiry-requests';
import view from '../../components/message-view.module.css';
import styles from '../admin-inquiries-page.module.css';

/** The replies sent so far, oldest first: each with who sent it and when. */
function ReplyThread({ replies }: { replies: AdminInquiry['replies'] }) {
  if (replies.length === 0) return <p className={view.muted}>No reply has been sent yet.</p>;
  return (
    <ol className={styles.thread}>
      {replies.map((reply) => (
        <li key={reply.id} className={styles.threadItem}>
          <p className={styles.threadMeta}>
            {reply.sentBy} ·{' '}
            <time dateTime={reply.sentAt}>{formatIndianDateTime(reply.sentAt)}</time>
          </p>
          <p className={view.message}>{reply.text}</p>
        </li>
      ))}
    </ol>
  );
}

interface InquiryRepliesProps {
  inquiry: AdminInquiry;
  onReplied: (inquiry: AdminInquiry) => void;
}

/**
 * The replies to an inquiry and the box to write the next one. A reply is
 * e-mailed to the sender from the club; their answer reaches the club's
 * mailbox, not this page, which the hint says.
 */
export function InquiryReplies({ inquiry, onReplied }: InquiryRepliesProps) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const settings = useQuery(replySettingsQuery);
  const clubInbox = settings.data?.clubInbox ?? 'the club’s mailbox';

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    setSendError(null);
    const trimmed = text.trim();
    // The server's rules, checked here first so the message sits under the box.
    if (!trimmed) return setFieldError(INQUIRY_REPLY_EMPTY);
    if (trimmed.length > INQUIRY_REPLY_MAX) return setFieldError(INQUIRY_REPLY_TOO_LONG);
    setFieldError(null);
    setSending(true);
    try {
      onReplied(await sendInquiryReply(inquiry.id, trimmed));
      setText('');
      setSent(true);
    } catch (failure) {
      setSendError(getErrorMessage(failure, 'The reply could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.replies} aria-labelledby={headingId}>
      <h3 id={headingId} className={view.messageTitle}>
        Replies
      </h3>
      <ReplyThread replies={inquiry.replies} />
      <form className={view.form} onSubmit={(event) => void send(event)} noValidate>
        <TextAreaField
          label={`Reply to ${inquiry.name}`}
          hint={inquiryReplyNotice(clubInbox)}
          rows={5}
          maxLength={INQUIRY_REPLY_MAX}
          value={text}
          error={fieldError ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {sendError ? <Alert tone="error">{sendError}</Alert> : null}
        {sent ? <Alert tone="success">Your reply is on its way to {inquiry.email}.</Alert> : null}
        <span className={view.footerActions}>
          <Button type="submit" variant="secondary" loading={sending}>
            <Send size={16} aria-hidden="true" /> Send reply
          </Button>
        </span>
      </form>
    </section>
  );
}
