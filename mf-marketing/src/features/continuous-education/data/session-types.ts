import type { LucideIcon } from 'lucide-react';
import type { TopicPalette } from '@/components/topic-art/topic-art';
import type { MessageId } from '../i18n';

/** live, upcoming, or anything else: a recording (spec 001 'Live session'). */
export type SessionStatus = 'live' | 'upcoming' | 'recording';

export interface Instructor {
  id: string;
  name: string;
  role: string;
}

/** A sample session (the spec's Live session; the thumbnail is CSS art, not an image URL). */
export interface LiveSession {
  id: string;
  title: string;
  topic: string;
  description: string;
  instructor: Instructor;
  /** Watching now (live), registered (upcoming) or views (recording). */
  participants: number;
  durationMinutes: number;
  status: SessionStatus;
  /** e.g. "35 min left" or "Starts in 2 days". */
  timeLeft: string;
  thumbnail: { palette: TopicPalette; icon: LucideIcon; pattern: 0 | 1 | 2 };
  /** The texts above as the page's messages (a sample of the site's own); the texts show otherwise. */
  messages?: SessionMessages;
}

/** The messages of a session's texts, by field. */
export interface SessionMessages {
  title: MessageId;
  topic: MessageId;
  description: MessageId;
  role: MessageId;
  timeLeft: MessageId;
}
