import {
  Award,
  BadgeCheck,
  BatteryCharging,
  BedDouble,
  Bot,
  BuildingComplex,
  Car,
  CircuitBoard,
  Cog,
  Cpu,
  Droplets,
  Earth,
  Factory,
  FileCheckCorner,
  FileText,
  FlaskConical,
  Footprints,
  Gauge,
  Hammer,
  Handshake,
  HardHat,
  Hospital,
  Hotel,
  Layers,
  Leaf,
  Medal,
  Microscope,
  Package,
  Palette,
  PenTool,
  Pill,
  Printer,
  Ruler,
  ShieldCheck,
  Ship,
  Shirt,
  ShoppingBag,
  ShoppingCart,
  Snowflake,
  Sofa,
  Sparkles,
  Stethoscope,
  Store,
  TreeDeciduous,
  TreePine,
  TrendingUp,
  Trophy,
  Truck,
  Users,
  Wheat,
  Wrench,
} from 'lucide-react';
import type { ConnectArea } from './connect-area';

export const PRODUCER_AREA_KEYS = [
  'textiles',
  'leather',
  'handicraft',
  'furniture',
  'sporting',
  'hotels',
  'medical',
  'electricals',
  'automobile',
  'building',
  'industrial',
  'metals',
  'chemicals',
  'pharma',
  'printing',
  'agriculture',
] as const;
export type ProducerAreaKey = (typeof PRODUCER_AREA_KEYS)[number];

/** The 16 manufacturing areas of /connect/producers (spec 000 'Producers page'). */
export const PRODUCER_AREAS: readonly ConnectArea<ProducerAreaKey>[] = [
  {
    key: 'textiles',
    title: 'marketing.connect.producers.textiles.title',
    focus: 'marketing.connect.producers.textiles.focus',
    subtitle: 'marketing.connect.producers.textiles.subtitle',
    overview:
      'India is one of the world’s largest textile and apparel exporters, from Tiruppur’s cotton knitwear and Ludhiana’s woollens to Surat’s synthetics and Bengaluru’s export garment units. Club members range from spinning and processing mills to cut-and-sew factories and accessory makers. We help them pass buyer audits, find dependable job-workers and logistics partners, and reach brands that want to widen their sourcing.',
    icon: Shirt,
    palette: 'rose',
    features: [
      {
        icon: BadgeCheck,
        title: 'Compliance-ready',
        text: 'Guidance on buyer audits, social compliance and certifications such as GOTS and OEKO-TEX.',
      },
      {
        icon: Handshake,
        title: 'Trusted job-workers',
        text: 'Vetted dyeing, printing, embroidery and stitching partners to add capacity in peak season.',
      },
      {
        icon: Earth,
        title: 'Export buyers',
        text: 'Introductions to importers and private-label brands in the US, Europe and the Gulf.',
      },
      {
        icon: Leaf,
        title: 'Sustainable sourcing',
        text: 'Recycled-fibre, organic-cotton and water-saving processing suppliers for greener collections.',
      },
    ],
  },
  {
    key: 'leather',
    title: 'marketing.connect.producers.leather.title',
    focus: 'marketing.connect.producers.leather.focus',
    subtitle: 'marketing.connect.producers.leather.subtitle',
    overview:
      'From Agra’s footwear workshops and Kanpur’s saddlery to the tanneries of Ambur, Ranipet and Vaniyambadi, India makes leather products for some of the world’s best-known labels. Members include tanners, component makers, shoe factories and leather-goods exporters. The club connects them with testing labs, design houses, effluent-treatment experts and buyers who value craftsmanship delivered on schedule.',
    icon: Footprints,
    palette: 'amber',
    features: [
      {
        icon: Microscope,
        title: 'Tested to standard',
        text: 'Labs for REACH, chromium VI and physical tests that overseas buyers ask for.',
      },
      {
        icon: PenTool,
        title: 'Design and lasts',
        text: 'Designers and last makers who turn seasonal trends into sampled collections quickly.',
      },
      {
        icon: Droplets,
        title: 'Cleaner tanning',
        text: 'Partners for effluent treatment, zero-liquid discharge and chrome-free processes.',
      },
      {
        icon: Ship,
        title: 'Buyer reach',
        text: 'Meetings with footwear brands and distributors sourcing beyond their usual suppliers.',
      },
    ],
  },
  {
    key: 'handicraft',
    title: 'marketing.connect.producers.handicraft.title',
    focus: 'marketing.connect.producers.handicraft.focus',
    subtitle: 'marketing.connect.producers.handicraft.subtitle',
    overview:
      'Moradabad’s brass and metal ware, Saharanpur’s carved wood, Jaipur’s blue pottery and block prints and Narsapur’s lace are known around the world. Many of these makers are small family units with remarkable skill and little access to overseas buyers. The club helps them price and pack for export, meet design and quality expectations, and reach importers, retailers and online marketplaces.',
    icon: Palette,
    palette: 'plum',
    features: [
      {
        icon: Sparkles,
        title: 'Collection curation',
        text: 'Help grouping products into coherent collections that retailers can buy as a range.',
      },
      {
        icon: Package,
        title: 'Export packaging',
        text: 'Packaging partners for fragile and heavy goods, with drop tests and labelling support.',
      },
      {
        icon: Store,
        title: 'Fair presence',
        text: 'Shared stands at the IHGF Delhi Fair and overseas gift shows to cut the cost of exhibiting.',
      },
      {
        icon: Users,
        title: 'Artisan networks',
        text: 'Reliable artisan groups for volume orders without losing the handmade character.',
      },
    ],
  },
  {
    key: 'furniture',
    title: 'marketing.connect.producers.furniture.title',
    focus: 'marketing.connect.producers.furniture.focus',
    subtitle: 'marketing.connect.producers.furniture.subtitle',
    overview:
      'Jodhpur’s solid-wood and iron furniture, Panipat’s home textiles, Bhadohi’s hand-knotted carpets and Kerala’s cane and coir products furnish homes and hotels worldwide. Club members include furniture factories, finishing units and furnishing exporters. We connect them with timber and hardware suppliers, interior specifiers and buyers for retail, hospitality and contract projects.',
    icon: Sofa,
    palette: 'teal',
    features: [
      {
        icon: TreePine,
        title: 'Certified timber',
        text: 'Sources of legal, FSC-certified wood and kiln-drying partners that prevent warping abroad.',
      },
      {
        icon: BuildingComplex,
        title: 'Contract projects',
        text: 'Introductions to hotel groups, architects and interior firms furnishing large projects.',
      },
      {
        icon: Truck,
        title: 'Flat-pack logistics',
        text: 'Knock-down design and container-loading advice that lowers freight per piece.',
      },
      {
        icon: Ruler,
        title: 'Custom finishes',
        text: 'Finishing, upholstery and hardware specialists who meet bespoke specifications.',
      },
    ],
  },
  {
    key: 'sporting',
    title: 'marketing.connect.producers.sporting.title',
    focus: 'marketing.connect.producers.sporting.focus',
    subtitle: 'marketing.connect.producers.sporting.subtitle',
    overview:
      'Jalandhar and Meerut make cricket bats, balls, protective gear and athletic equipment for clubs and brands worldwide, while Channapatna’s lacquered wooden toys and new toy clusters around Delhi NCR serve a fast-growing market. With quality-control orders now covering toys, makers need reliable testing and certification. The club links members with labs, material suppliers, designers, and retail and e-commerce buyers.',
    icon: Trophy,
    palette: 'sky',
    features: [
      {
        icon: ShieldCheck,
        title: 'Toy safety',
        text: 'Support with BIS certification under the toy quality-control order and EN 71 testing.',
      },
      {
        icon: Medal,
        title: 'Sports brands',
        text: 'Meetings with sports retailers and team-wear brands looking for private-label makers.',
      },
      {
        icon: TreeDeciduous,
        title: 'Material sourcing',
        text: 'Willow, rubber, PU and sustainable-wood suppliers with consistent grades.',
      },
      {
        icon: ShoppingCart,
        title: 'Online channels',
        text: 'Help selling on marketplaces at home and abroad, from listings to returns.',
      },
    ],
  },
  {
    key: 'hotels',
    title: 'marketing.connect.producers.hotels.title',
    focus: 'marketing.connect.producers.hotels.focus',
    subtitle: 'marketing.connect.producers.hotels.subtitle',
    overview:
      'India’s hospitality boom has created strong demand for locally made supplies: towels and bed linen from Solapur and Karur, guest amenities and toiletries, chinaware and glassware, commercial kitchen equipment and uniforms. Club members manufacture for hotel chains, restaurants and caterers at home and abroad. We help them reach procurement teams, meet brand standards and bundle products into complete opening kits for new properties.',
    icon: BedDouble,
    palette: 'violet',
    features: [
      {
        icon: Hotel,
        title: 'Hotel procurement',
        text: 'Introductions to purchase heads of hotel chains, resorts and hospitality management firms.',
      },
      {
        icon: Package,
        title: 'Opening kits',
        text: 'Partnerships with fellow members to supply linen, amenities and tableware as one package.',
      },
      {
        icon: BadgeCheck,
        title: 'Brand standards',
        text: 'Help meeting the specifications, fabric weights and finishes that hotel brands require.',
      },
      {
        icon: Leaf,
        title: 'Greener amenities',
        text: 'Refillable dispensers and plastic-free packaging that hotels increasingly prefer.',
      },
    ],
  },
  {
    key: 'medical',
    title: 'marketing.connect.producers.medical.title',
    focus: 'marketing.connect.producers.medical.focus',
    subtitle: 'marketing.connect.producers.medical.subtitle',
    overview:
      'From syringes, catheters and gloves to orthopaedic implants, diagnostic kits and hospital furniture, Indian medical-device makers supply health systems across Asia, Africa and beyond. Clusters around Ahmedabad, Chennai, Delhi NCR and the medical-technology zone in Visakhapatnam keep growing. The club helps members navigate licensing and quality systems, find component partners and reach hospitals, distributors and tender buyers.',
    icon: Stethoscope,
    palette: 'cyan',
    features: [
      {
        icon: FileCheckCorner,
        title: 'Regulatory guidance',
        text: 'Practical help with CDSCO licensing, ISO 13485 and CE marking for export markets.',
      },
      {
        icon: Microscope,
        title: 'Testing and validation',
        text: 'Access to sterilisation, biocompatibility and calibration labs.',
      },
      {
        icon: Hospital,
        title: 'Hospital buyers',
        text: 'Meetings with hospital chains, distributors and government tender consultants.',
      },
      {
        icon: Cog,
        title: 'Component partners',
        text: 'Moulders, precision machinists and electronics makers experienced in medical-grade work.',
      },
    ],
  },
  {
    key: 'electricals',
    title: 'marketing.connect.producers.electricals.title',
    focus: 'marketing.connect.producers.electricals.focus',
    subtitle: 'marketing.connect.producers.electricals.subtitle',
    overview:
      'Electronics manufacturing in India has grown fast, with phone and component plants in Noida and Chennai, switchgear and cable makers in Gujarat and Maharashtra, and design-led firms in Bengaluru and Pune. Production-linked incentives keep drawing new investment. Club members make everything from cables and LED lighting to PCB assemblies and appliances. We connect them with component suppliers, certification experts, EMS partners and OEM buyers.',
    icon: Cpu,
    palette: 'indigo',
    features: [
      {
        icon: BadgeCheck,
        title: 'BIS and global marks',
        text: 'Guidance on BIS registration, UL, CE and RoHS so products can ship to any market.',
      },
      {
        icon: CircuitBoard,
        title: 'EMS partners',
        text: 'Contract manufacturers for PCB assembly, box-build and testing to scale output.',
      },
      {
        icon: TrendingUp,
        title: 'Incentive schemes',
        text: 'Advisors who explain PLI and state incentives and help prepare applications.',
      },
      {
        icon: Handshake,
        title: 'OEM buyers',
        text: 'Introductions to appliance, automotive and infrastructure firms seeking local suppliers.',
      },
    ],
  },
  {
    key: 'automobile',
    title: 'marketing.connect.producers.automobile.title',
    focus: 'marketing.connect.producers.automobile.focus',
    subtitle: 'marketing.connect.producers.automobile.subtitle',
    overview:
      'India is a major automotive hub, with clusters in Pune, Chennai, the Gurugram–Manesar belt and Rajkot supplying vehicle makers and global tier-one companies. Component makers produce castings, forgings, precision-machined parts, wiring harnesses and, more and more, parts for electric vehicles. The club helps members meet automotive quality systems, find capacity partners and reach OEM and aftermarket buyers worldwide.',
    icon: Car,
    palette: 'blue',
    features: [
      {
        icon: Award,
        title: 'IATF readiness',
        text: 'Mentoring on IATF 16949, PPAP and APQP so members qualify as approved suppliers.',
      },
      {
        icon: BatteryCharging,
        title: 'EV transition',
        text: 'Battery, motor and electronics partners as vehicle platforms go electric.',
      },
      {
        icon: Cog,
        title: 'Shared capacity',
        text: 'Heat-treatment, plating and machining partners to absorb peaks without new capital.',
      },
      {
        icon: Earth,
        title: 'Aftermarket export',
        text: 'Distributors in Africa, Latin America and the Middle East looking for reliable parts.',
      },
    ],
  },
  {
    key: 'building',
    title: 'marketing.connect.producers.building.title',
    focus: 'marketing.connect.producers.building.focus',
    subtitle: 'marketing.connect.producers.building.subtitle',
    overview:
      'Aligarh is known for locks, Jamnagar for brass fittings, Rajkot for hardware and castings, and Morbi for ceramic tiles and sanitaryware that now ship worldwide. Club members supply builders, retailers and importers. We help them meet product standards, present complete ranges to project buyers, and connect with architects, distributors and the logistics partners who handle heavy, fragile goods.',
    icon: Hammer,
    palette: 'orange',
    features: [
      {
        icon: BuildingComplex,
        title: 'Project specification',
        text: 'Introductions to architects and contractors who specify hardware for large projects.',
      },
      {
        icon: Layers,
        title: 'Complete ranges',
        text: 'Members team up to offer matching fittings, tiles and sanitaryware in one bid.',
      },
      {
        icon: BadgeCheck,
        title: 'Standards and testing',
        text: 'Support for BIS and European standards, with access to accredited testing labs.',
      },
      {
        icon: Ship,
        title: 'Heavy-goods logistics',
        text: 'Freight partners experienced in breakage-free shipping of ceramics and metal.',
      },
    ],
  },
  {
    key: 'industrial',
    title: 'marketing.connect.producers.industrial.title',
    focus: 'marketing.connect.producers.industrial.focus',
    subtitle: 'marketing.connect.producers.industrial.subtitle',
    overview:
      'Coimbatore makes a large share of India’s pumps and motors, Ludhiana its hand tools and fasteners, and Rajkot and Ahmedabad valves, bearings and machine components. These products keep farms, factories and utilities running at home and abroad. Club members are mostly MSMEs with strong engineering and small sales teams; the club brings them distributors, EPC contractors and maintenance buyers, plus partners for testing and certification.',
    icon: Wrench,
    palette: 'emerald',
    features: [
      {
        icon: Handshake,
        title: 'Distributor network',
        text: 'Dealers and distributors in India and overseas looking for dependable product lines.',
      },
      {
        icon: HardHat,
        title: 'EPC and project buyers',
        text: 'Meetings with contractors who buy pumps, valves and fittings for infrastructure projects.',
      },
      {
        icon: Gauge,
        title: 'Performance testing',
        text: 'Test rigs and labs for efficiency ratings and third-party inspection.',
      },
      {
        icon: FileText,
        title: 'Tender readiness',
        text: 'Help with vendor registrations and technical bids for public and private tenders.',
      },
    ],
  },
  {
    key: 'metals',
    title: 'marketing.connect.producers.metals.title',
    focus: 'marketing.connect.producers.metals.focus',
    subtitle: 'marketing.connect.producers.metals.subtitle',
    overview:
      'From steel processing in Jamshedpur and Raipur to machine tools in Bengaluru, foundries in Kolhapur and Rajkot and textile machinery in Coimbatore, India’s metal and machinery makers supply every other industry. Club members include foundries, forges, fabricators and machine builders. We help them win export orders, share expensive capacity, adopt automation and find buyers who want dependable engineering partners, not just the cheapest quote.',
    icon: Cog,
    palette: 'slate',
    features: [
      {
        icon: Factory,
        title: 'Capacity sharing',
        text: 'Access to fellow members’ CNC, casting and fabrication capacity for large or urgent orders.',
      },
      {
        icon: Bot,
        title: 'Automation',
        text: 'Integrators for robotics, machine monitoring and energy metering on the shop floor.',
      },
      {
        icon: ShieldCheck,
        title: 'Quality systems',
        text: 'Support for ISO 9001, NDT and the third-party inspection global buyers demand.',
      },
      {
        icon: Earth,
        title: 'Engineering exports',
        text: 'Introductions to buyers in Europe and North America moving supply chains to India.',
      },
    ],
  },
  {
    key: 'chemicals',
    title: 'marketing.connect.producers.chemicals.title',
    focus: 'marketing.connect.producers.chemicals.focus',
    subtitle: 'marketing.connect.producers.chemicals.subtitle',
    overview:
      'Gujarat’s Golden Corridor, through Vadodara, Ankleshwar, Dahej and Vapi, is one of the world’s largest chemical hubs, supplying dyes, pigments, intermediates, agrochemicals and specialty chemicals to global companies. As buyers look for second sources, Indian makers have a real opening. The club helps members with environmental compliance, safe logistics and export documentation, and introduces them to formulators and distributors.',
    icon: FlaskConical,
    palette: 'teal',
    features: [
      {
        icon: Leaf,
        title: 'Environmental compliance',
        text: 'Partners for effluent treatment, solvent recovery and pollution-control approvals.',
      },
      {
        icon: FileCheckCorner,
        title: 'REACH and registrations',
        text: 'Guidance on REACH, TSCA and the safety data sheets needed to sell in Europe and the US.',
      },
      {
        icon: Truck,
        title: 'Hazardous-goods logistics',
        text: 'Carriers and warehouses licensed to move and store dangerous goods safely.',
      },
      {
        icon: Handshake,
        title: 'Formulator buyers',
        text: 'Introductions to formulators and distributors looking for a reliable second source.',
      },
    ],
  },
  {
    key: 'pharma',
    title: 'marketing.connect.producers.pharma.title',
    focus: 'marketing.connect.producers.pharma.focus',
    subtitle: 'marketing.connect.producers.pharma.subtitle',
    overview:
      'India is often called the pharmacy of the world, supplying a large share of global generic medicines. Hyderabad, Ahmedabad, Baddi and Visakhapatnam host formulation and API plants, while Ayurvedic and nutraceutical makers are growing fast. Club members range from contract manufacturers to brand owners. We help them with regulatory filings, plant upgrades, packaging partners and entry into regulated and emerging markets.',
    icon: Pill,
    palette: 'cyan',
    features: [
      {
        icon: FileCheckCorner,
        title: 'Regulatory filings',
        text: 'Consultants for WHO-GMP, EU-GMP and US FDA readiness and dossier preparation.',
      },
      {
        icon: Factory,
        title: 'Contract manufacturing',
        text: 'Loan-licence and third-party manufacturing partners to launch without building a plant.',
      },
      {
        icon: Package,
        title: 'Pharma packaging',
        text: 'Blister, bottle and cold-chain packaging suppliers with serialisation capability.',
      },
      {
        icon: Earth,
        title: 'Market entry',
        text: 'Distributors and registration agents in Africa, South-East Asia and Latin America.',
      },
    ],
  },
  {
    key: 'printing',
    title: 'marketing.connect.producers.printing.title',
    focus: 'marketing.connect.producers.printing.focus',
    subtitle: 'marketing.connect.producers.printing.subtitle',
    overview:
      'Sivakasi is famous for printing and labels, while Delhi NCR, Mumbai and Ahmedabad host large converters serving food, pharma, FMCG and e-commerce brands. Demand for sustainable, well-designed packaging keeps rising as rules on plastics tighten. Club members print and convert for other members and for brands. We connect them with design studios, substrate suppliers, brand owners and exporters who need dependable packaging.',
    icon: Printer,
    palette: 'violet',
    features: [
      {
        icon: Leaf,
        title: 'Sustainable substrates',
        text: 'Suppliers of recyclable films, paper-based alternatives and compostable materials.',
      },
      {
        icon: PenTool,
        title: 'Design partners',
        text: 'Structural and graphic designers who make packaging sell on the shelf and online.',
      },
      {
        icon: ShoppingBag,
        title: 'Brand buyers',
        text: 'Introductions to FMCG, food and direct-to-consumer brands reviewing their suppliers.',
      },
      {
        icon: BadgeCheck,
        title: 'Print quality',
        text: 'Colour management, proofing and inspection systems that cut rejects.',
      },
    ],
  },
  {
    key: 'agriculture',
    title: 'marketing.connect.producers.agriculture.title',
    focus: 'marketing.connect.producers.agriculture.focus',
    subtitle: 'marketing.connect.producers.agriculture.subtitle',
    overview:
      'India grows and exports rice, spices, tea, fruit, vegetables and processed foods, from Nashik’s grapes and onions and Guntur’s chillies to Unjha’s cumin and Kerala’s pepper and cardamom. Farmer producer organisations, processors and exporters all face strict quality and residue rules abroad. The club links members with testing labs, cold-chain and processing partners, certification bodies and food importers.',
    icon: Wheat,
    palette: 'amber',
    features: [
      {
        icon: Microscope,
        title: 'Residue testing',
        text: 'Labs for pesticide-residue, aflatoxin and microbiological tests before shipment.',
      },
      {
        icon: Snowflake,
        title: 'Cold chain',
        text: 'Pack-houses, reefer transport and cold storage that keep produce fresh to port.',
      },
      {
        icon: BadgeCheck,
        title: 'Certifications',
        text: 'Help with APEDA registration, organic, GlobalG.A.P. and food-safety certificates.',
      },
      {
        icon: Earth,
        title: 'Food importers',
        text: 'Meetings with importers and retail chains in the Gulf, Europe and South-East Asia.',
      },
    ],
  },
];
