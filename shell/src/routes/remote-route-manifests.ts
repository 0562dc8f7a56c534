// Written by `pnpm routes:copy` (scripts/route-manifests.ts) from each remote's
// src/routes/route-manifest.ts; `pnpm lint` fails when a copy is out of date.
import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';

/**
 * The shell's built-in copies of the remotes' route manifests: the pages it
 * paints with before a remote publishes its own, and keeps when a remote is down.
 */
export const REMOTE_ROUTE_MANIFESTS = [
  defineRouteManifest({
    owner: 'marketing',
    pages: {
      home: {
        path: '/',
        module: './HomePage',
        access: 'public',
        title: 'Where India’s Producers Meet Their Providers',
        description:
          'BizBridge Club links Indian manufacturers with committed service providers: networking, consulting, shared services and capital matchmaking for MSMEs going global.',
      },
      about: {
        path: '/about',
        module: './AboutPage',
        access: 'public',
        title: 'About Us',
        description:
          'BizBridge Club brings India’s producers and providers into one trusted network. Our purpose, our values of honesty, sincerity and integrity, and the club in numbers.',
      },
      contact: {
        path: '/contact',
        module: './ContactPage',
        access: 'public',
        title: 'Contact Us',
        description:
          'Contact BizBridge Club: our offices in Vadodara, India and Edison, USA, our e-mail, and a form to send us a message about membership or services.',
      },
      location: {
        path: '/location',
        module: './LocationPage',
        access: 'public',
        title: 'Our Locations',
        description:
          'BizBridge Club is headquartered in Vadodara, Gujarat, with city pages for Ahmedabad, Rajkot, Surat, Udaipur and Pune. Find us, or bring the club to your city.',
      },
      city: {
        path: '/city/:city',
        module: './CityPage',
        access: 'public',
        variants: {
          vadodara: {
            title: 'Vadodara, Gujarat',
            description:
              'BizBridge Club in Vadodara, Gujarat: our headquarters city, a hub for chemicals, engineering and pharmaceuticals. Meet producers and providers here.',
          },
          ahmedabad: {
            title: 'Ahmedabad, Gujarat',
            description:
              'BizBridge Club in Ahmedabad, Gujarat: connect with producers and providers in textiles, pharmaceuticals and chemicals in the state’s commercial capital.',
          },
          rajkot: {
            title: 'Rajkot, Gujarat',
            description:
              'BizBridge Club in Rajkot, Gujarat: a leading MSME cluster for engineering, auto components, machine tools and jewellery in Saurashtra.',
          },
          surat: {
            title: 'Surat, Gujarat',
            description:
              'BizBridge Club in Surat, Gujarat: the Diamond City and a textile powerhouse. Connect with producers and providers in diamonds, textiles and Hazira industry.',
          },
          udaipur: {
            title: 'Udaipur, Rajasthan',
            description:
              'BizBridge Club in Udaipur, Rajasthan: the City of Lakes, with marble and minerals, tourism and handicrafts. Meet producers and providers here.',
          },
          pune: {
            title: 'Pune, Maharashtra',
            description:
              'BizBridge Club in Pune, Maharashtra: connect with producers and providers in automobiles, IT services and engineering in the Oxford of the East.',
          },
        },
      },
      capital: {
        path: '/capital',
        module: './CapitalPage',
        access: 'public',
        title: 'Capital',
        description:
          'BizBridge Capital matches Indian entrepreneurs and MSMEs with investors, and supports both sides before, during and after the deal.',
      },
      continuousEducation: {
        path: '/continuous-education',
        module: './ContinuousEducationPage',
        access: 'public',
        title: 'Continuous Education',
        description:
          'Live and upcoming Continuous Education sessions for BizBridge Club members: export, GST, lean manufacturing and more, taught by practitioners.',
      },
      producers: {
        path: '/connect/producers',
        module: './ProducersPage',
        access: 'public',
        title: 'Producers',
        description:
          'Meet BizBridge Club producers: Indian manufacturers in 16 sectors, from apparel in Tiruppur and ceramics in Morbi to specialty chemicals in Vapi and Ankleshwar.',
      },
      providers: {
        path: '/connect/providers',
        module: './ProvidersPage',
        access: 'public',
        title: 'Providers',
        description:
          'Meet BizBridge Club providers: legal, accounting, HR, logistics, IT, finance and 10 more services that help Indian manufacturers grow sustainably.',
      },
      consult: {
        path: '/consult/:service',
        module: './ServicePage',
        access: 'public',
        variants: {
          'change-management': {
            title: 'Change Management',
            description:
              'Change management for Indian MSMEs: realign culture, unify operations and accelerate growth with a five-step approach from BizBridge Club.',
          },
          'project-management': {
            title: 'Project Management',
            description:
              'Project management for setting up in India: a wholly owned entity, a liaison office or an in-house manufacturing facility, handled end to end.',
          },
          'operations-management': {
            title: 'Operations Management',
            description:
              'Operations management for Indian manufacturers: measure the men, manage the materials and maximize the machines to raise output and margins.',
          },
        },
      },
      coserve: {
        path: '/coserve/:service',
        module: './ServicePage',
        access: 'public',
        variants: {
          'market-research': {
            title: 'Market Research',
            description:
              'Market research for Indian producers and providers: market sizing, buyer insight, competitor mapping, pricing and channel studies.',
          },
          'market-exposition': {
            title: 'Market Exposition',
            description:
              'Market exposition for Indian manufacturers: choosing trade fairs, stand design, buyer meetings and lead follow-up in India and abroad.',
          },
          'market-development': {
            title: 'Market Development',
            description:
              'Market development for Indian producers: build relationships, increase revenue and grow worldwide with buyers and partners from the BizBridge Club network.',
          },
          'artificial-intelligence': {
            title: 'Artificial Intelligence',
            description:
              'Artificial intelligence for Indian MSMEs: accuracy, algorithms and automation applied to forecasting, quality, customer service and back-office work.',
          },
        },
      },
      indiaInsights: {
        path: '/india-insights',
        module: './IndiaInsightsPage',
        access: 'public',
        title: 'India Insights',
        description:
          'India Insights: practical articles for Indian MSMEs on export management, projects, operations, market expansion, business processes and AI.',
      },
      newsletter: {
        path: '/newsletter/:action',
        module: './NewsletterPage',
        access: 'public',
        variants: {
          confirm: {
            title: 'Confirm your subscription',
            description:
              'Confirm your India Insights subscription: BizBridge Club articles on exports, operations and growth for Indian MSMEs, by e-mail.',
          },
          unsubscribe: {
            title: 'Unsubscribe',
            description: 'Stop India Insights e-mails from BizBridge Club.',
          },
        },
      },
      privacyGrievance: {
        path: '/privacy/grievance',
        module: './GrievancePage',
        access: 'public',
        title: 'Grievance Redressal',
        description:
          'Complain to the BizBridge Club Grievance Officer about how your personal data is handled: a reference number, and an answer within 30 days.',
      },
      legal: {
        path: '/:policy',
        module: './LegalPage',
        access: 'public',
        variants: {
          'terms-of-use': {
            title: 'Terms of Use',
            description:
              'Terms of Use of BizBridge Club: membership term and renewal, fees and payment, procurement management fee, liability, and arbitration under Indian law.',
          },
          'privacy-policy': {
            title: 'Privacy Policy',
            description:
              'Privacy Policy of BizBridge Club: the data we collect, how we use and protect it, your rights, and the Indian law and Vadodara jurisdiction that govern it.',
          },
          'refund-policy': {
            title: 'Refund Policy',
            description:
              'Refund Policy of BizBridge Club: membership and course fees, rescheduled courses, technical problems, terminated accounts and how to contact us.',
          },
          'cancellation-policy': {
            title: 'Cancellation Policy',
            description:
              'Cancellation Policy of BizBridge Club: cancelling an auto-renewing membership before the next yearly charge, access until the end of the cycle, and termination.',
          },
        },
      },
    },
  }),
  defineRouteManifest({
    owner: 'onboarding',
    pages: {
      membership: {
        path: '/connect/membership',
        module: './MembershipPage',
        access: 'public',
        title: 'Be a Member',
        description:
          'Become a BizBridge Club member: compare the Promoters, Producers and Providers plans, register your business and pay for a yearly membership online.',
      },
    },
  }),
  defineRouteManifest({
    owner: 'member_area',
    pages: {
      myAccount: {
        path: '/my-account',
        module: './MyAccountPage',
        data: './MyAccountPageData',
        access: 'signed-in',
        title: 'My Account',
        description:
          'Your BizBridge Club account: leads, compass, members and your company profile.',
      },
      myPrivacy: {
        path: '/my-account/privacy',
        module: './MyPrivacyPage',
        access: 'signed-in',
        title: 'Privacy and My Data',
        description:
          'Your privacy at BizBridge Club: directory listing, lead alerts and newsletter, your data to download, corrections and closing your account.',
      },
      welcome: {
        path: '/welcome',
        module: './WelcomePage',
        access: 'member',
        title: 'Welcome',
        description:
          'Your first steps as a BizBridge Club member: profile, logo, lead alerts and members.',
      },
      myCompass: {
        path: '/my-compass',
        module: './MyCompassPage',
        access: 'member',
        title: 'My Compass',
        description: 'My Compass: navigate business opportunities as a BizBridge Club member.',
      },
      meetMembers: {
        path: '/meet-members',
        module: './MeetMembersPage',
        data: './MeetMembersPageData',
        access: 'member',
        title: 'Meet the Members',
        description: 'Meet the producers and providers of BizBridge Club and get in touch.',
      },
      members: {
        path: '/members',
        module: './MembersPage',
        access: 'public',
        title: 'Our Members',
        description:
          'The member companies of BizBridge Club: producers and providers across India, by state and city.',
      },
      memberCompany: {
        path: '/members/:id',
        module: './MemberCompanyPage',
        access: 'public',
        title: 'Member Company',
        description:
          'A member company of BizBridge Club: what it makes or offers, its products and its clients.',
      },
      myProfile: {
        path: '/my-profile',
        module: './MyProfilePage',
        access: 'signed-in',
        title: 'Company Profile',
        description:
          'Edit your company profile: logo, owner, business details, products and services.',
      },
      myLeads: {
        path: '/my-leads',
        module: './MyLeadsPage',
        data: './MyLeadsPageData',
        access: 'member',
        title: 'Business Leads',
        description: 'Browse, save and post business leads from BizBridge Club members.',
      },
      createLead: {
        path: '/create-lead',
        module: './CreateLeadPage',
        access: 'member',
        title: 'Create a Lead',
        description: 'Post a business lead for BizBridge Club members in your registered category.',
      },
    },
  }),
  defineRouteManifest({
    owner: 'news_admin',
    pages: {
      adminOverview: {
        path: '/admin',
        module: './AdminOverviewPage',
        access: 'admin',
        title: 'Back Office',
        description: 'The back office of BizBridge Club: members, renewals, revenue and inquiries.',
      },
      adminMembers: {
        path: '/admin/members',
        module: './AdminMembersPage',
        access: 'admin',
        title: 'Members · Back Office',
        description: 'Every member company: owner, plan, state, term and last payment.',
      },
      adminMemberCompany: {
        path: '/admin/members/:id',
        module: './AdminMemberCompanyPage',
        access: 'admin',
        title: 'Member Company · Back Office',
        description: "A member company's registration, memberships, payments, invoices and leads.",
      },
      adminPayments: {
        path: '/admin/payments',
        module: './AdminPaymentsPage',
        access: 'admin',
        title: 'Payments · Back Office',
        description: 'Every payment with its state, provider ids, invoice, refund and credit note.',
      },
      adminGst: {
        path: '/admin/gst',
        module: './AdminGstPage',
        access: 'admin',
        title: 'GST Returns · Back Office',
        description: "A month's GSTR-1 data: B2B, B2C, exports, credit notes and the SAC summary.",
      },
      adminInquiries: {
        path: '/admin/inquiries',
        module: './AdminInquiriesPage',
        access: 'admin',
        title: 'Inquiries · Back Office',
        description:
          'Messages from Ask an Expert, Get Expert Help and Contact Us, and their status.',
      },
      adminGrievances: {
        path: '/admin/grievances',
        module: './AdminGrievancesPage',
        access: 'admin',
        title: 'Grievances · Back Office',
        description:
          'Grievances to the Grievance Officer: reference, due date, status and the answer.',
      },
      adminNewsletter: {
        path: '/admin/newsletter',
        module: './AdminNewsletterPage',
        access: 'admin',
        title: 'Newsletter · Back Office',
        description: 'India Insights subscribers: how many, and an export of the confirmed ones.',
      },
      adminCorrections: {
        path: '/admin/corrections',
        module: './AdminCorrectionsPage',
        access: 'admin',
        title: 'Corrections · Back Office',
        description:
          "Members' requests to correct their registration details, to approve or refuse.",
      },
      adminAudit: {
        path: '/admin/audit',
        module: './AdminAuditPage',
        access: 'admin',
        title: 'Audit Trail · Back Office',
        description: 'Every action of the admins and every export of data, newest first.',
      },
    },
    parts: { newsManager: { module: './NewsManager', access: 'admin' } },
  }),
] as const;
