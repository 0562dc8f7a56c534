/**
 * Navigation groups of the shared header (spec 000 section 2), plus Continuous
 * Education under Connect and Artificial Intelligence under CoServe so every
 * page of the route table has a link that leads to it.
 */
export interface NavItem {
  to: string;
  label: string;
}

export interface NavGroup {
  id: 'connect' | 'consult' | 'coserve';
  label: string;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'connect',
    label: 'Connect',
    items: [
      { to: '/connect/membership', label: 'Be a member' },
      { to: '/connect/producers', label: 'Producers' },
      { to: '/connect/providers', label: 'Providers' },
      { to: '/continuous-education', label: 'Continuous Education' },
    ],
  },
  {
    id: 'consult',
    label: 'Consult',
    items: [
      { to: '/consult/change-management', label: 'Change Management' },
      { to: '/consult/project-management', label: 'Project Management' },
      { to: '/consult/operations-management', label: 'Operations Management' },
    ],
  },
  {
    id: 'coserve',
    label: 'CoServe',
    items: [
      { to: '/coserve/market-research', label: 'Market Research' },
      { to: '/coserve/market-exposition', label: 'Market Exposition' },
      { to: '/coserve/market-development', label: 'Market Development' },
      { to: '/coserve/artificial-intelligence', label: 'Artificial Intelligence' },
    ],
  },
];

export const NAV_LINKS: NavItem[] = [
  { to: '/capital', label: 'Capital' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { to: '/my-leads', label: 'My Leads' },
  { to: '/my-profile', label: 'My Profile' },
];

/** Footer links (spec 001 'Footer'). */
export const FOOTER_COLUMNS: { heading: string; links: NavItem[] }[] = [
  {
    heading: 'Explore',
    links: [
      { to: '/connect/membership', label: 'Membership' },
      { to: '/consult/change-management', label: 'Consult' },
      { to: '/coserve/market-development', label: 'CoServe' },
      { to: '/capital', label: 'Capital' },
    ],
  },
  {
    heading: 'Club',
    links: [
      { to: '/location', label: 'Locations' },
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/india-insights', label: 'India Insights' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/cancellation-policy', label: 'Cancellation Policy' },
      { to: '/terms-of-use', label: 'Terms of Use' },
      { to: '/refund-policy', label: 'Refund Policy' },
    ],
  },
];

export const CLUB_CONTACT = {
  email: 'hello@bizbridge.club',
  phone: '+91-265-235-0400',
  phoneHref: 'tel:+912652350400',
  indiaOffice: [
    'BizBridge Club, 3rd Floor, Sarabhai Business Centre',
    'Race Course Road, Alkapuri',
    'Vadodara, Gujarat 390007, India',
  ],
  usOffice: ['BizBridge Club USA', '45 Harbor View Drive, Suite 210', 'Edison, NJ 08817, USA'],
  usPhone: '+1 (732) 555-0142',
  social: {
    linkedin: 'https://www.linkedin.com/company/bizbridge-club',
    facebook: 'https://www.facebook.com/bizbridgeclub',
    instagram: 'https://www.instagram.com/bizbridgeclub',
    x: 'https://x.com/bizbridgeclub',
  },
};
