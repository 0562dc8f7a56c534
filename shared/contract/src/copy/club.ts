/**
 * Who the club is and how to reach it: shown by the shell's header and footer,
 * the marketing pages and the API's messages. The offices and phones are
 * placeholders to replace before launch.
 */
export const CLUB_NAME = 'BizBridge Club';

export const CLUB_EMAIL = 'hello@bizbridge.club';

export interface ClubOffice {
  /** e.g. "India office (headquarters)". */
  label: string;
  /** City and region, e.g. "Vadodara, Gujarat". */
  place: string;
  addressLines: readonly string[];
  phone: string;
  /** The phone as a tel: link. */
  phoneHref: string;
}

/**
 * The headquarters' street address, below the club's name: the footer and
 * Contact show it, and it is the supplier's address on every GST invoice.
 */
const HEADQUARTERS_ADDRESS_LINES = [
  '3rd Floor, Sarabhai Business Centre',
  'Race Course Road, Alkapuri',
  'Vadodara, Gujarat 390007, India',
] as const;

/** The headquarters' address on one line, as the invoices print it. */
export const CLUB_HEADQUARTERS_ADDRESS = HEADQUARTERS_ADDRESS_LINES.join(', ');

export const CLUB_OFFICES: readonly [ClubOffice, ClubOffice] = [
  {
    label: 'India office (headquarters)',
    place: 'Vadodara, Gujarat',
    addressLines: [
      `${CLUB_NAME}, ${HEADQUARTERS_ADDRESS_LINES[0]}`,
      ...HEADQUARTERS_ADDRESS_LINES.slice(1),
    ],
    phone: '+91-265-235-0400',
    phoneHref: 'tel:+912652350400',
  },
  {
    label: 'US office',
    place: 'Edison, New Jersey',
    addressLines: [
      'BizBridge Club USA',
      '45 Harbor View Drive, Suite 210',
      'Edison, NJ 08817, USA',
    ],
    phone: '+1 (732) 555-0142',
    phoneHref: 'tel:+17325550142',
  },
];

export const CLUB_SOCIAL_LINKS = {
  linkedin: 'https://www.linkedin.com/company/bizbridge-club',
  facebook: 'https://www.facebook.com/bizbridgeclub',
  instagram: 'https://www.instagram.com/bizbridgeclub',
  x: 'https://x.com/bizbridgeclub',
} as const;

/** What the spec promises about replies to inquiry forms. */
export const REPLY_PROMISE_HOURS = 24;
