import { SITE_PAGES } from '@club/contract/site-pages';
import { defineRouteManifest, manifestPaths } from '@club/platform/routes/route-manifest-format';

/**
 * The events remote: chapter meetings, paid events and their tickets, members' tickets, 1-to-1s between
 * members, and the staff's check-in and chapters.
 */
export const EVENTS_ROUTES = defineRouteManifest({
  owner: 'events',
  pages: {
    events: {
      path: SITE_PAGES.events,
      module: './EventsPage',
      access: 'public',
      title: 'Events',
      description:
        'Upcoming BizBridge Club chapter meetings by city: where and when producers and providers meet.',
    },
    meeting: {
      path: SITE_PAGES.meeting,
      module: './MeetingPage',
      access: 'public',
      title: 'Chapter Meeting',
      description: 'A BizBridge Club chapter meeting: agenda, place, and who is coming.',
    },
    paidEvent: {
      path: SITE_PAGES.paidEvent,
      module: './PaidEventPage',
      access: 'public',
      title: 'Event',
      description:
        'A BizBridge Club paid event: what it is, where and when, and tickets for members and visitors.',
    },
    myTickets: {
      path: SITE_PAGES.myTickets,
      module: './MyTicketsPage',
      access: 'signed-in',
      title: 'My Tickets',
      description:
        'Your BizBridge Club event tickets: ticket codes, GST invoices, cancellations and waitlists.',
    },
    myMeetings: {
      path: SITE_PAGES.myMeetings,
      module: './MyMeetingsPage',
      access: 'member',
      title: 'My Meetings',
      description: 'Your chapter meetings at BizBridge Club: your answers and your tickets.',
    },
    checkIn: {
      path: SITE_PAGES.checkIn,
      module: './CheckInPage',
      access: 'admin',
      title: 'Check-in',
      description:
        "Check members in at a chapter meeting: scan a ticket's QR code or type its code.",
    },
    chapters: {
      path: SITE_PAGES.chapters,
      module: './ChaptersPage',
      access: 'admin',
      title: 'Chapters · Back Office',
      description: 'Chapters, their meetings and attendance per member and chapter.',
    },
    oneToOnes: {
      path: SITE_PAGES.oneToOnes,
      module: './OneToOnesPage',
      access: 'member',
      title: 'My 1-to-1s',
      description:
        'Your 1-to-1s with other BizBridge Club members: to answer, upcoming and to log.',
    },
    proposeOneToOne: {
      path: SITE_PAGES.proposeOneToOne,
      module: './ProposeOneToOnePage',
      access: 'member',
      title: 'Propose a 1-to-1',
      description: 'Propose a 1-to-1 to another BizBridge Club member, with up to three times.',
    },
    myInvitations: {
      path: SITE_PAGES.myInvitations,
      module: './MyInvitationsPage',
      access: 'member',
      title: 'My Invitations',
      description: "Invite guests to your chapter's meetings and follow each one to membership.",
    },
    visitorRegistration: {
      path: SITE_PAGES.visitorRegistration,
      module: './VisitorRegistrationPage',
      access: 'public',
      title: 'Visit a Chapter Meeting',
      description: 'Register as a guest for a BizBridge Club chapter meeting you were invited to.',
    },
    visitorStopEmails: {
      path: SITE_PAGES.visitorStopEmails,
      module: './VisitorStopEmailsPage',
      access: 'public',
      title: 'Stop Meeting E-mails',
      description:
        'Stop the reminder and follow-up e-mails about a BizBridge Club chapter meeting you registered for as a guest.',
    },
  },
});

export default EVENTS_ROUTES;

/** Links to the remote's own pages. */
export const eventsPaths = manifestPaths(EVENTS_ROUTES);
