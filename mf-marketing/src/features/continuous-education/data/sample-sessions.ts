import { Factory, FileText, Receipt } from 'lucide-react';
import type { MessageId } from '../i18n';
import type { LiveSession, SessionMessages } from './session-types';

type SessionKey = 'exportDocumentation' | 'gstForMsmes' | 'leanShopFloor';

/** The messages of a sample session's texts. */
function sessionMessages(key: SessionKey): SessionMessages {
  const id = (field: keyof SessionMessages) =>
    `marketing.continuousEducation.session.${key}.${field}` as const satisfies MessageId;
  return {
    title: id('title'),
    topic: id('topic'),
    description: id('description'),
    role: id('role'),
    timeLeft: id('timeLeft'),
  };
}

/** Three hard-coded sample sessions: one live, two upcoming. */
export const SAMPLE_SESSIONS: readonly LiveSession[] = [
  {
    id: 'export-documentation',
    title: 'Export Documentation Made Simple',
    topic: 'Export Management',
    description:
      'A practical walk-through of the papers every Indian exporter needs, from the IEC and the shipping bill to certificates of origin and the LUT for zero-rated GST exports. Bring your questions.',
    instructor: { id: 'meera-joshi', name: 'Meera Joshi', role: 'Export Compliance Adviser' },
    participants: 86,
    durationMinutes: 60,
    status: 'live',
    timeLeft: '35 min left',
    thumbnail: { palette: 'rose', icon: FileText, pattern: 0 },
    messages: sessionMessages('exportDocumentation'),
  },
  {
    id: 'gst-for-msmes',
    title: 'GST Compliance for Growing MSMEs',
    topic: 'Finance & Tax',
    description:
      'Returns, input tax credit, e-invoicing and the mistakes that trigger notices, explained for the owners and accounts teams of small and medium businesses.',
    instructor: { id: 'rohan-shah', name: 'CA Rohan Shah', role: 'Chartered Accountant' },
    participants: 142,
    durationMinutes: 45,
    status: 'upcoming',
    timeLeft: 'Starts in 2 days',
    thumbnail: { palette: 'indigo', icon: Receipt, pattern: 1 },
    messages: sessionMessages('gstForMsmes'),
  },
  {
    id: 'lean-shop-floor',
    title: 'Lean Manufacturing on the Shop Floor',
    topic: 'Operations',
    description:
      'How to find and remove waste in your plant with 5S, visual boards and quick changeovers, with examples from engineering units in Gujarat.',
    instructor: { id: 'sunil-rao', name: 'Sunil Rao', role: 'Lean Six Sigma Master Black Belt' },
    participants: 64,
    durationMinutes: 90,
    status: 'upcoming',
    timeLeft: 'Starts in 5 days',
    thumbnail: { palette: 'emerald', icon: Factory, pattern: 2 },
    messages: sessionMessages('leanShopFloor'),
  },
];
