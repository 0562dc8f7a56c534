import {
  Activity,
  Ambulance,
  Armchair,
  Banknote,
  BuildingComplex,
  Calculator,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  Cctv,
  ClipboardCheck,
  ClipboardList,
  Cloud,
  Database,
  DraftingCompass,
  Earth,
  FileCheckCorner,
  FileSearch,
  FileText,
  Flame,
  GraduationCap,
  Handshake,
  HardHat,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Laptop,
  LayoutGrid,
  Leaf,
  Lightbulb,
  Lock,
  MapPinned,
  Megaphone,
  Newspaper,
  Palette,
  Paperclip,
  PartyPopper,
  PersonStanding,
  Plane,
  Receipt,
  Scale,
  Search,
  Share2,
  Shield,
  ShieldCheck,
  Ship,
  Siren,
  Soup,
  TrendingUp,
  Truck,
  Umbrella,
  UserCheck,
  Users,
  UtensilsCrossed,
  Warehouse,
  Wrench,
  Zap,
} from 'lucide-react';
import type { ConnectArea } from './connect-area';

export const PROVIDER_AREA_KEYS = [
  'legal',
  'chartered',
  'hr',
  'manpower',
  'realestate',
  'architects',
  'facility',
  'pr',
  'it',
  'travel',
  'medical',
  'catering',
  'financial',
  'insurance',
  'officesupplies',
  'security',
] as const;
export type ProviderAreaKey = (typeof PROVIDER_AREA_KEYS)[number];

/** The 16 service areas of /connect/providers (spec 000 'Providers page'). */
export const PROVIDER_AREAS: readonly ConnectArea<ProviderAreaKey>[] = [
  {
    key: 'legal',
    title: 'marketing.connect.providers.legal.title',
    focus: 'marketing.connect.providers.legal.focus',
    subtitle: 'marketing.connect.providers.legal.subtitle',
    overview:
      'Every export order, joint venture and factory expansion rests on sound contracts. Member law firms and independent advisors draft supply and distribution agreements, protect trademarks and designs, handle labour-law and factory compliance, and resolve disputes through arbitration. Through the club they meet producers who need counsel they can trust, and they share practical updates on new rules such as the labour codes.',
    icon: Scale,
    palette: 'indigo',
    features: [
      {
        icon: FileText,
        title: 'Contracts that protect',
        text: 'Supply, distribution and agency agreements with clear terms on payment, quality and liability.',
      },
      {
        icon: Lightbulb,
        title: 'Intellectual property',
        text: 'Trademark, design and patent filings that protect products in India and abroad.',
      },
      {
        icon: Users,
        title: 'Labour-law compliance',
        text: 'Guidance on the labour codes, contract labour and factory licences.',
      },
      {
        icon: Scale,
        title: 'Disputes and arbitration',
        text: 'Practical dispute resolution, including arbitration under Indian law.',
      },
    ],
  },
  {
    key: 'chartered',
    title: 'marketing.connect.providers.chartered.title',
    focus: 'marketing.connect.providers.chartered.focus',
    subtitle: 'marketing.connect.providers.chartered.subtitle',
    overview:
      'Chartered accountants are often a manufacturer’s most trusted advisors. Member firms handle statutory and internal audits, income tax and GST, export incentives and refunds, transfer pricing and the financial groundwork for raising capital. The club introduces them to producers who are outgrowing their bookkeeping and need structured advice, and gives them a forum to share updates on changing tax rules.',
    icon: Calculator,
    palette: 'teal',
    features: [
      {
        icon: Receipt,
        title: 'GST and refunds',
        text: 'Returns, input-credit reconciliation and timely export refunds that protect cash flow.',
      },
      {
        icon: ChartColumn,
        title: 'MIS and costing',
        text: 'Monthly dashboards and product costing that show where the margins really are.',
      },
      {
        icon: FileCheckCorner,
        title: 'Audits',
        text: 'Statutory, internal and stock audits done with little disruption to operations.',
      },
      {
        icon: Landmark,
        title: 'Funding readiness',
        text: 'Projections, valuations and due-diligence support ahead of loans or investment.',
      },
    ],
  },
  {
    key: 'hr',
    title: 'marketing.connect.providers.hr.title',
    focus: 'marketing.connect.providers.hr.focus',
    subtitle: 'marketing.connect.providers.hr.subtitle',
    overview:
      'Finding a plant head, a quality engineer or an export manager can make or break a growing manufacturer. Member recruiters and HR consultants handle leadership and technical hiring, design pay structures and HR policies, run performance systems and train supervisors. Through the club they meet producers who want professional people practices, and they work with manpower suppliers and legal advisors on complete HR solutions.',
    icon: Users,
    palette: 'rose',
    features: [
      {
        icon: Search,
        title: 'Leadership hiring',
        text: 'Searches for plant heads, finance leads and export managers with the right industry background.',
      },
      {
        icon: ClipboardList,
        title: 'HR policies',
        text: 'Handbooks, pay structures and appraisal systems suited to a growing factory.',
      },
      {
        icon: GraduationCap,
        title: 'Skill training',
        text: 'Training for supervisors and operators on safety, quality and productivity.',
      },
      {
        icon: HeartHandshake,
        title: 'Retention',
        text: 'Engagement and career-path programmes that reduce costly attrition.',
      },
    ],
  },
  {
    key: 'manpower',
    title: 'marketing.connect.providers.manpower.title',
    focus: 'marketing.connect.providers.manpower.focus',
    subtitle: 'marketing.connect.providers.manpower.subtitle',
    overview:
      'Seasonal peaks, new production lines and large projects all need people at short notice. Member manpower suppliers provide skilled technicians, machine operators, helpers and housekeeping staff, with wages, provident fund, ESI and contract-labour licences handled correctly. The club connects them with producers who need dependable, compliant staffing, and holds them to the standards members expect.',
    icon: HardHat,
    palette: 'amber',
    features: [
      {
        icon: Users,
        title: 'Ready talent pools',
        text: 'Screened operators, welders, electricians and helpers available at short notice.',
      },
      {
        icon: ShieldCheck,
        title: 'Statutory compliance',
        text: 'PF, ESI, minimum wages and contract-labour licences handled and documented.',
      },
      {
        icon: CalendarClock,
        title: 'Flexible deployment',
        text: 'Staff for peak seasons, shutdowns and new lines without permanent headcount.',
      },
      {
        icon: GraduationCap,
        title: 'Onboarding and safety',
        text: 'Induction and safety training before workers reach the shop floor.',
      },
    ],
  },
  {
    key: 'realestate',
    title: 'marketing.connect.providers.realestate.title',
    focus: 'marketing.connect.providers.realestate.focus',
    subtitle: 'marketing.connect.providers.realestate.subtitle',
    overview:
      'The right site shapes a factory’s costs for decades. Member brokers know the industrial estates of GIDC in Gujarat, MIDC in Maharashtra and SIPCOT in Tamil Nadu, as well as private parks and warehousing corridors. They help producers find land, built-to-suit sheds and warehouses, check titles and approvals, and negotiate leases. Through the club they meet expanding manufacturers and investors setting up in India.',
    icon: BuildingComplex,
    palette: 'blue',
    features: [
      {
        icon: MapPinned,
        title: 'Site selection',
        text: 'Shortlists of plots and sheds matched to power, water, labour and logistics needs.',
      },
      {
        icon: FileSearch,
        title: 'Due diligence',
        text: 'Title, zoning and approval checks with legal partners before you commit.',
      },
      {
        icon: Warehouse,
        title: 'Warehousing',
        text: 'Grade-A warehouses and logistics parks near ports, highways and big markets.',
      },
      {
        icon: Handshake,
        title: 'Lease negotiation',
        text: 'Fair lease terms, rent-free periods and built-to-suit agreements.',
      },
    ],
  },
  {
    key: 'architects',
    title: 'marketing.connect.providers.architects.title',
    focus: 'marketing.connect.providers.architects.focus',
    subtitle: 'marketing.connect.providers.architects.subtitle',
    overview:
      'A well-planned factory moves materials efficiently, keeps people safe and leaves room to grow. Member architects and designers plan plant layouts, industrial buildings, offices and showrooms, and guide approvals and green-building ratings. Through the club they work with producers planning new facilities, and with facility contractors and real estate brokers to deliver complete projects.',
    icon: DraftingCompass,
    palette: 'plum',
    features: [
      {
        icon: LayoutGrid,
        title: 'Plant layout',
        text: 'Process-led layouts that shorten material flow and leave room for expansion.',
      },
      {
        icon: Leaf,
        title: 'Green buildings',
        text: 'Designs for daylight, ventilation and solar power, with IGBC or GRIHA ratings.',
      },
      {
        icon: FileCheckCorner,
        title: 'Approvals',
        text: 'Drawings and liaison for building, fire and factory approvals.',
      },
      {
        icon: Armchair,
        title: 'Workplace interiors',
        text: 'Offices, experience centres and showrooms that impress visiting buyers.',
      },
    ],
  },
  {
    key: 'facility',
    title: 'marketing.connect.providers.facility.title',
    focus: 'marketing.connect.providers.facility.focus',
    subtitle: 'marketing.connect.providers.facility.subtitle',
    overview:
      'From building a shed to keeping a plant running every day, producers rely on contractors they can trust. Member facility contractors handle civil and structural work, electrical installations, HVAC and clean rooms, fire-safety systems and annual maintenance. The club introduces them to members planning expansions and holds them to clear standards of quality, safety and on-time completion.',
    icon: Wrench,
    palette: 'orange',
    features: [
      {
        icon: HardHat,
        title: 'Civil and structural',
        text: 'Pre-engineered buildings, foundations and flooring for heavy machinery.',
      },
      {
        icon: Zap,
        title: 'Electrical and HVAC',
        text: 'Power distribution, lighting, compressed air, HVAC and clean-room installations.',
      },
      {
        icon: Flame,
        title: 'Fire and safety',
        text: 'Fire detection, hydrant and sprinkler systems that pass inspection.',
      },
      {
        icon: Wrench,
        title: 'Annual maintenance',
        text: 'Planned maintenance contracts that prevent costly breakdowns.',
      },
    ],
  },
  {
    key: 'pr',
    title: 'marketing.connect.providers.pr.title',
    focus: 'marketing.connect.providers.pr.focus',
    subtitle: 'marketing.connect.providers.pr.subtitle',
    overview:
      'Manufacturers often do excellent work that nobody hears about. Member PR and branding agencies tell those stories in trade and business media, build corporate identities and websites, create content for professional networks and prepare leaders for interviews and industry events. Through the club they meet producers ready to build a brand, and they help members make the most of Promotion on Commune.',
    icon: Megaphone,
    palette: 'violet',
    features: [
      {
        icon: Newspaper,
        title: 'Media relations',
        text: 'Coverage in trade journals and business media that builds credibility with buyers.',
      },
      {
        icon: Palette,
        title: 'Brand identity',
        text: 'Logos, brochures and websites that look as good as your products.',
      },
      {
        icon: Share2,
        title: 'Digital presence',
        text: 'LinkedIn and content programmes that keep your company in front of buyers.',
      },
      {
        icon: CalendarDays,
        title: 'Events and launches',
        text: 'Product launches, plant visits and trade-fair campaigns planned end to end.',
      },
    ],
  },
  {
    key: 'it',
    title: 'marketing.connect.providers.it.title',
    focus: 'marketing.connect.providers.it.focus',
    subtitle: 'marketing.connect.providers.it.subtitle',
    overview:
      'Digital tools help small manufacturers compete with large ones. Member IT firms implement ERP and accounting systems, build e-commerce and dealer portals, connect machines for real-time monitoring, and secure networks and data. Through the club they meet producers ready to digitise, and they team up with one another to offer complete solutions from hardware to software and support.',
    icon: Laptop,
    palette: 'sky',
    features: [
      {
        icon: Database,
        title: 'ERP and inventory',
        text: 'One system for orders, stock, production and accounts.',
      },
      {
        icon: Activity,
        title: 'Shop-floor monitoring',
        text: 'Sensors and dashboards that show machine output and downtime as it happens.',
      },
      {
        icon: Lock,
        title: 'Cybersecurity',
        text: 'Backups, firewalls and access controls that protect designs and customer data.',
      },
      {
        icon: Cloud,
        title: 'Cloud and support',
        text: 'Reliable hosting, e-mail and help-desk support at predictable monthly costs.',
      },
    ],
  },
  {
    key: 'travel',
    title: 'marketing.connect.providers.travel.title',
    focus: 'marketing.connect.providers.travel.focus',
    subtitle: 'marketing.connect.providers.travel.subtitle',
    overview:
      'Getting goods and people where they need to be, on time and on budget, matters to every producer. Member logistics firms handle road transport, sea and air freight, customs clearance and warehousing, while travel partners arrange visas, trade-fair trips and buyer visits. The club connects them with members who ship regularly, and values partners who communicate clearly when plans change.',
    icon: Truck,
    palette: 'cyan',
    features: [
      {
        icon: Ship,
        title: 'Freight forwarding',
        text: 'Sea and air freight at competitive rates, with honest transit times.',
      },
      {
        icon: FileCheckCorner,
        title: 'Customs clearance',
        text: 'Documentation, duty drawback and clearance handled by experienced brokers.',
      },
      {
        icon: Truck,
        title: 'Road transport',
        text: 'Full and part-truck loads with tracking across India.',
      },
      {
        icon: Plane,
        title: 'Business travel',
        text: 'Visas, flights and hotels for trade fairs, buyer meetings and plant visits.',
      },
    ],
  },
  {
    key: 'medical',
    title: 'marketing.connect.providers.medical.title',
    focus: 'marketing.connect.providers.medical.focus',
    subtitle: 'marketing.connect.providers.medical.subtitle',
    overview:
      'Healthy people run productive plants. Member doctors, clinics and health providers offer the pre-employment and periodic medical checks that factory rules require, first-aid training, on-site medical rooms, ergonomic assessments and wellness programmes. The club introduces them to producers who care about their workforce and need reliable emergency and hospital tie-ups near their sites.',
    icon: HeartPulse,
    palette: 'rose',
    features: [
      {
        icon: ClipboardCheck,
        title: 'Statutory check-ups',
        text: 'Pre-employment and periodic medical examinations as factory rules require.',
      },
      {
        icon: Ambulance,
        title: 'Emergency readiness',
        text: 'First-aid training, on-site medical rooms and hospital tie-ups for emergencies.',
      },
      {
        icon: PersonStanding,
        title: 'Ergonomics',
        text: 'Workplace assessments that reduce strain injuries and lost days.',
      },
      {
        icon: HeartPulse,
        title: 'Wellness programmes',
        text: 'Screening camps, nutrition advice and mental-health support for staff.',
      },
    ],
  },
  {
    key: 'catering',
    title: 'marketing.connect.providers.catering.title',
    focus: 'marketing.connect.providers.catering.focus',
    subtitle: 'marketing.connect.providers.catering.subtitle',
    overview:
      'A good meal is one of the simplest ways to look after a workforce. Member caterers run hygienic industrial canteens, deliver packed meals to every shift, and cater for buyer visits, conferences and celebrations. They follow FSSAI food-safety rules and plan menus for a workforce from many regions. The club connects them with producers who want dependable canteen partners and with members hosting events.',
    icon: UtensilsCrossed,
    palette: 'amber',
    features: [
      {
        icon: Soup,
        title: 'Industrial canteens',
        text: 'Nutritious meals for every shift, with menus for regional tastes.',
      },
      {
        icon: ShieldCheck,
        title: 'Food safety',
        text: 'FSSAI-licensed kitchens with hygiene audits and trained staff.',
      },
      {
        icon: PartyPopper,
        title: 'Events and visits',
        text: 'Catering for buyer visits, conferences, launches and festivals.',
      },
      {
        icon: Leaf,
        title: 'Less waste',
        text: 'Portion planning and waste tracking that cut both costs and food waste.',
      },
    ],
  },
  {
    key: 'financial',
    title: 'marketing.connect.providers.financial.title',
    focus: 'marketing.connect.providers.financial.focus',
    subtitle: 'marketing.connect.providers.financial.subtitle',
    overview:
      'Working capital, machinery loans and export finance keep a factory moving. Member financial-services firms help producers raise term loans and working capital, use government credit-guarantee schemes, manage export credit and currency risk, and prepare for equity investment. Through the club they meet creditworthy businesses, and they work alongside chartered accountants and the club’s Capital matchmaking.',
    icon: Banknote,
    palette: 'emerald',
    features: [
      {
        icon: Banknote,
        title: 'Working capital',
        text: 'Cash credit, invoice discounting and supply-chain finance matched to your cycle.',
      },
      {
        icon: Landmark,
        title: 'Term loans and schemes',
        text: 'Machinery loans and government credit-guarantee schemes for MSMEs.',
      },
      {
        icon: Earth,
        title: 'Trade finance',
        text: 'Letters of credit, export credit and foreign-exchange hedging.',
      },
      {
        icon: TrendingUp,
        title: 'Equity and investment',
        text: 'Preparation for private equity, venture debt and strategic investors.',
      },
    ],
  },
  {
    key: 'insurance',
    title: 'marketing.connect.providers.insurance.title',
    focus: 'marketing.connect.providers.insurance.focus',
    subtitle: 'marketing.connect.providers.insurance.subtitle',
    overview:
      'A fire, a damaged shipment or a product claim can wipe out years of profit. Member insurance brokers and advisors review risks, design cover for plants, stock, machinery and cargo, arrange product and public liability and group health for employees, and stand by members when claims arise. The club connects them with producers who want the right cover at a fair price.',
    icon: Umbrella,
    palette: 'indigo',
    features: [
      {
        icon: Flame,
        title: 'Property and fire',
        text: 'Cover for buildings, plant, machinery and stock against fire and natural perils.',
      },
      {
        icon: Ship,
        title: 'Marine cargo',
        text: 'Policies for imports and exports, with support through the claims process.',
      },
      {
        icon: ShieldCheck,
        title: 'Liability',
        text: 'Product, public and directors’ liability cover that overseas buyers ask for.',
      },
      {
        icon: HeartPulse,
        title: 'Employee benefits',
        text: 'Group health, accident and life cover that helps keep good people.',
      },
    ],
  },
  {
    key: 'officesupplies',
    title: 'marketing.connect.providers.officesupplies.title',
    focus: 'marketing.connect.providers.officesupplies.focus',
    subtitle: 'marketing.connect.providers.officesupplies.subtitle',
    overview:
      'Offices, stores and plant administration blocks need a steady flow of supplies. Member suppliers provide stationery, printing consumables, office furniture, IT peripherals, pantry and housekeeping items, often with monthly billing and rate contracts. The club connects them with members who would rather work with one dependable supplier than make many small purchases, and encourages greener options.',
    icon: Paperclip,
    palette: 'slate',
    features: [
      {
        icon: ClipboardList,
        title: 'Rate contracts',
        text: 'Fixed prices and monthly billing that simplify purchasing.',
      },
      {
        icon: Truck,
        title: 'Reliable delivery',
        text: 'Scheduled deliveries to offices and plant sites, so nothing runs out.',
      },
      {
        icon: Armchair,
        title: 'Office furniture',
        text: 'Ergonomic chairs, workstations and storage for offices and showrooms.',
      },
      {
        icon: Leaf,
        title: 'Greener choices',
        text: 'Recycled paper, refillable consumables and e-waste collection.',
      },
    ],
  },
  {
    key: 'security',
    title: 'marketing.connect.providers.security.title',
    focus: 'marketing.connect.providers.security.focus',
    subtitle: 'marketing.connect.providers.security.subtitle',
    overview:
      'Plants, warehouses and offices hold valuable materials, machines and data. Member security agencies provide licensed, trained guards, install and monitor CCTV and access control, run security audits and plan responses to emergencies. The club connects them with producers who need dependable protection, and expects the same professionalism members show their own customers.',
    icon: Shield,
    palette: 'plum',
    features: [
      {
        icon: UserCheck,
        title: 'Trained guards',
        text: 'Licensed, verified guards trained in access control, fire response and reporting.',
      },
      {
        icon: Cctv,
        title: 'Surveillance',
        text: 'CCTV, alarms and access control, monitored on site or remotely.',
      },
      {
        icon: ClipboardCheck,
        title: 'Security audits',
        text: 'Assessments that close gaps in gates, stores, data and procedures.',
      },
      {
        icon: Siren,
        title: 'Emergency response',
        text: 'Drills and response plans for fire, theft and other incidents.',
      },
    ],
  },
];
