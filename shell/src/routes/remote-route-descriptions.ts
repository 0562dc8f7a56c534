// Written by `pnpm routes:copy` (scripts/route-manifests.ts) from each remote's
// src/routes/route-manifest.ts; `pnpm lint` fails when a copy is out of date.
import type { RouteDescriptions } from './route-descriptions';

/** The descriptions of the remotes' pages by route id, for the build and the tests. */
export const REMOTE_ROUTE_DESCRIPTIONS: RouteDescriptions = {
  'marketing/home':
    'BizBridge Club links Indian manufacturers with committed service providers: networking, consulting, shared services and capital matchmaking for MSMEs going global.',
  'marketing/about':
    'BizBridge Club brings India’s producers and providers into one trusted network. Our purpose, our values of honesty, sincerity and integrity, and the club in numbers.',
  'marketing/contact':
    'Contact BizBridge Club: our offices in Vadodara, India and Edison, USA, our e-mail, and a form to send us a message about membership or services.',
  'marketing/location':
    'BizBridge Club is headquartered in Vadodara, Gujarat, with city pages for Ahmedabad, Rajkot, Surat, Udaipur and Pune. Find us, or bring the club to your city.',
  'marketing/city/vadodara':
    'BizBridge Club in Vadodara, Gujarat: our headquarters city, a hub for chemicals, engineering and pharmaceuticals. Meet producers and providers here.',
  'marketing/city/ahmedabad':
    'BizBridge Club in Ahmedabad, Gujarat: connect with producers and providers in textiles, pharmaceuticals and chemicals in the state’s commercial capital.',
  'marketing/city/rajkot':
    'BizBridge Club in Rajkot, Gujarat: a leading MSME cluster for engineering, auto components, machine tools and jewellery in Saurashtra.',
  'marketing/city/surat':
    'BizBridge Club in Surat, Gujarat: the Diamond City and a textile powerhouse. Connect with producers and providers in diamonds, textiles and Hazira industry.',
  'marketing/city/udaipur':
    'BizBridge Club in Udaipur, Rajasthan: the City of Lakes, with marble and minerals, tourism and handicrafts. Meet producers and providers here.',
  'marketing/city/pune':
    'BizBridge Club in Pune, Maharashtra: connect with producers and providers in automobiles, IT services and engineering in the Oxford of the East.',
  'marketing/capital':
    'BizBridge Capital matches Indian entrepreneurs and MSMEs with investors, and supports both sides before, during and after the deal.',
  'marketing/continuousEducation':
    'Live and upcoming Continuous Education sessions for BizBridge Club members: export, GST, lean manufacturing and more, taught by practitioners.',
  'marketing/producers':
    'Meet BizBridge Club producers: Indian manufacturers in 16 sectors, from apparel in Tiruppur and ceramics in Morbi to specialty chemicals in Vapi and Ankleshwar.',
  'marketing/providers':
    'Meet BizBridge Club providers: legal, accounting, HR, logistics, IT, finance and 10 more services that help Indian manufacturers grow sustainably.',
  'marketing/consult/change-management':
    'Change management for Indian MSMEs: realign culture, unify operations and accelerate growth with a five-step approach from BizBridge Club.',
  'marketing/consult/project-management':
    'Project management for setting up in India: a wholly owned entity, a liaison office or an in-house manufacturing facility, handled end to end.',
  'marketing/consult/operations-management':
    'Operations management for Indian manufacturers: measure the men, manage the materials and maximize the machines to raise output and margins.',
  'marketing/coserve/market-research':
    'Market research for Indian producers and providers: market sizing, buyer insight, competitor mapping, pricing and channel studies.',
  'marketing/coserve/market-exposition':
    'Market exposition for Indian manufacturers: choosing trade fairs, stand design, buyer meetings and lead follow-up in India and abroad.',
  'marketing/coserve/market-development':
    'Market development for Indian producers: build relationships, increase revenue and grow worldwide with buyers and partners from the BizBridge Club network.',
  'marketing/coserve/artificial-intelligence':
    'Artificial intelligence for Indian MSMEs: accuracy, algorithms and automation applied to forecasting, quality, customer service and back-office work.',
  'marketing/indiaInsights':
    'India Insights: practical articles for Indian MSMEs on export management, projects, operations, market expansion, business processes and AI.',
  'marketing/newsletter/confirm':
    'Confirm your India Insights subscription: BizBridge Club articles on exports, operations and growth for Indian MSMEs, by e-mail.',
  'marketing/newsletter/unsubscribe': 'Stop India Insights e-mails from BizBridge Club.',
  'marketing/privacyGrievance':
    'Complain to the BizBridge Club Grievance Officer about how your personal data is handled: a reference number, and an answer within 30 days.',
  'marketing/legal/terms-of-use':
    'Terms of Use of BizBridge Club: membership term and renewal, fees and payment, procurement management fee, liability, and arbitration under Indian law.',
  'marketing/legal/privacy-policy':
    'Privacy Policy of BizBridge Club: the data we collect, how we use and protect it, your rights, and the Indian law and Vadodara jurisdiction that govern it.',
  'marketing/legal/refund-policy':
    'Refund Policy of BizBridge Club: membership and course fees, rescheduled courses, technical problems, terminated accounts and how to contact us.',
  'marketing/legal/cancellation-policy':
    'Cancellation Policy of BizBridge Club: cancelling an auto-renewing membership before the next yearly charge, access until the end of the cycle, and termination.',
  'onboarding/membership':
    'Become a BizBridge Club member: compare the Promoters, Producers and Providers plans, register your business and pay for a yearly membership online.',
  'member_area/myAccount':
    'Your BizBridge Club account: leads, compass, members and your company profile.',
  'member_area/myPrivacy':
    'Your privacy at BizBridge Club: directory listing, lead alerts and newsletter, your data to download, corrections and closing your account.',
  'member_area/welcome':
    'Your first steps as a BizBridge Club member: profile, logo, lead alerts and members.',
  'member_area/myCompass':
    'My Compass: navigate business opportunities as a BizBridge Club member.',
  'member_area/meetMembers': 'Meet the producers and providers of BizBridge Club and get in touch.',
  'member_area/members':
    'The member companies of BizBridge Club: producers and providers across India, by state and city.',
  'member_area/memberCompany':
    'A member company of BizBridge Club: what it makes or offers, its products and its clients.',
  'member_area/myProfile':
    'Edit your company profile: logo, owner, business details, products and services.',
  'member_area/myLeads': 'Browse, save and post business leads from BizBridge Club members.',
  'member_area/createLead':
    'Post a business lead for BizBridge Club members in your registered category.',
  'news_admin/adminOverview':
    'The back office of BizBridge Club: members, renewals, revenue and inquiries.',
  'news_admin/adminMembers': 'Every member company: owner, plan, state, term and last payment.',
  'news_admin/adminMemberCompany':
    "A member company's registration, memberships, payments, invoices and leads.",
  'news_admin/adminPayments':
    'Every payment with its state, provider ids, invoice, refund and credit note.',
  'news_admin/adminGst':
    "A month's GSTR-1 data: B2B, B2C, exports, credit notes and the SAC summary.",
  'news_admin/adminInquiries':
    'Messages from Ask an Expert, Get Expert Help and Contact Us, and their status.',
  'news_admin/adminGrievances':
    'Grievances to the Grievance Officer: reference, due date, status and the answer.',
  'news_admin/adminNewsletter':
    'India Insights subscribers: how many, and an export of the confirmed ones.',
  'news_admin/adminCorrections':
    "Members' requests to correct their registration details, to approve or refuse.",
  'news_admin/adminAudit': 'Every action of the admins and every export of data, newest first.',
};
