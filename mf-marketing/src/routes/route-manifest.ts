import { SITE_PAGES } from '@club/contract/site-pages';
import { defineRouteManifest } from '@club/platform/routes/route-manifest-format';

/**
 * The pages of the marketing remote: home and every public content page. Pages whose first
 * screen is text, pictures and links, or buttons that only open something, start their code
 * when the visitor heads for them (`hydration: 'on-use'`); the pages with forms hydrate at once.
 */
export const MARKETING_ROUTES = defineRouteManifest({
  owner: 'marketing',
  pages: {
    home: {
      path: SITE_PAGES.home,
      module: './HomePage',
      access: 'public',
      // Its slogans rotate by the style sheet until then, and its news start it when seen.
      hydration: 'on-use',
      title: 'Where India’s Producers Meet Their Providers',
      description:
        'BizBridge Club links Indian manufacturers with committed service providers: networking, consulting, shared services and capital matchmaking for MSMEs going global.',
    },
    about: {
      path: SITE_PAGES.about,
      module: './AboutPage',
      access: 'public',
      hydration: 'on-use',
      title: 'About Us',
      description:
        'BizBridge Club brings India’s producers and providers into one trusted network. Our purpose, our values of honesty, sincerity and integrity, and the club in numbers.',
    },
    contact: {
      path: SITE_PAGES.contact,
      module: './ContactPage',
      access: 'public',
      title: 'Contact Us',
      description:
        'Contact BizBridge Club: our offices in Vadodara, India and Edison, USA, our e-mail, and a form to send us a message about membership or services.',
    },
    location: {
      path: SITE_PAGES.location,
      module: './LocationPage',
      access: 'public',
      hydration: 'on-use',
      title: 'Our Locations',
      description:
        'BizBridge Club is headquartered in Vadodara, Gujarat, with city pages for Ahmedabad, Rajkot, Surat, Udaipur and Pune. Find us, or bring the club to your city.',
    },
    city: {
      path: SITE_PAGES.city,
      module: './CityPage',
      access: 'public',
      hydration: 'on-use',
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
      path: SITE_PAGES.capital,
      module: './CapitalPage',
      access: 'public',
      hydration: 'on-use',
      title: 'Capital',
      description:
        'BizBridge Capital matches Indian entrepreneurs and MSMEs with investors, and supports both sides before, during and after the deal.',
    },
    continuousEducation: {
      path: SITE_PAGES.continuousEducation,
      module: './ContinuousEducationPage',
      access: 'public',
      hydration: 'on-use',
      title: 'Continuous Education',
      description:
        'Live and upcoming Continuous Education sessions for BizBridge Club members: export, GST, lean manufacturing and more, taught by practitioners.',
    },
    producers: {
      path: SITE_PAGES.producers,
      module: './ProducersPage',
      access: 'public',
      hydration: 'on-use',
      title: 'Producers',
      description:
        'Meet BizBridge Club producers: Indian manufacturers in 16 sectors, from apparel in Tiruppur and ceramics in Morbi to specialty chemicals in Vapi and Ankleshwar.',
    },
    providers: {
      path: SITE_PAGES.providers,
      module: './ProvidersPage',
      access: 'public',
      hydration: 'on-use',
      title: 'Providers',
      description:
        'Meet BizBridge Club providers: legal, accounting, HR, logistics, IT, finance and 10 more services that help Indian manufacturers grow sustainably.',
    },
    consult: {
      path: SITE_PAGES.consult,
      module: './ServicePage',
      access: 'public',
      hydration: 'on-use',
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
      path: SITE_PAGES.coserve,
      module: './ServicePage',
      access: 'public',
      hydration: 'on-use',
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
      path: SITE_PAGES.indiaInsights,
      module: './IndiaInsightsPage',
      access: 'public',
      title: 'India Insights',
      description:
        'India Insights: practical articles for Indian MSMEs on export management, projects, operations, market expansion, business processes and AI.',
    },
    newsletter: {
      path: SITE_PAGES.newsletter,
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
      path: SITE_PAGES.privacyGrievance,
      module: './GrievancePage',
      access: 'public',
      title: 'Grievance Redressal',
      description:
        'Complain to the BizBridge Club Grievance Officer about how your personal data is handled: a reference number, and an answer within 30 days.',
    },
    legal: {
      path: SITE_PAGES.legal,
      module: './LegalPage',
      access: 'public',
      hydration: 'on-use',
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
});

type Variants<K extends keyof (typeof MARKETING_ROUTES)['pages']> =
  (typeof MARKETING_ROUTES)['pages'][K] extends { variants: infer V } ? keyof V & string : never;

export type CitySlug = Variants<'city'>;
export type ServiceSlug = Variants<'consult'> | Variants<'coserve'>;
export type LegalSlug = Variants<'legal'>;

export default MARKETING_ROUTES;
