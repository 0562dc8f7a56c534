/**
 * Demo member companies: made-up firms with realistic Indian profiles. States
 * and subcategories use the ids seeded by migration 0001 (Gujarat 11,
 * Karnataka 16, Maharashtra 21, Rajasthan 29, Tamil Nadu 31, Uttar Pradesh 34;
 * subcategories 1–17 are producer areas, 18–35 provider areas).
 */

export type DemoMembershipTypeName = 'Promoters' | 'Producers' | 'Providers';

export interface DemoCompany {
  key: string;
  name: string;
  /** Owner's name and e-mail address (all demo addresses are @demo.club). */
  owner: { name: string; email: string };
  subcategoryId: number;
  stateId: number;
  city: string;
  address: string;
  firmTypeId: number;
  establishedYear: number;
  revenueBandId: number;
  skilledEmployees: number;
  unskilledEmployees: number;
  isoCertified: boolean;
  brief: string;
  about: string;
  coreProducts: string[];
  clients: string[];
  membership: {
    type: DemoMembershipTypeName;
    status: 'active' | 'pending' | 'ended';
    /** When it started, counted back from the day of seeding. */
    startedMonthsAgo: number;
  } | null;
}

const GUJARAT = 11;
const KARNATAKA = 16;
const MAHARASHTRA = 21;
const RAJASTHAN = 29;
const TAMIL_NADU = 31;
const UTTAR_PRADESH = 34;

/** The company of member@demo.club: an active Producers member with a full profile. */
export const MEMBER_COMPANY: DemoCompany = {
  key: 'vishwamitri-precision-castings',
  name: 'Vishwamitri Precision Castings Pvt Ltd',
  owner: { name: 'Harshad Patel', email: 'member@demo.club' },
  subcategoryId: 12,
  stateId: GUJARAT,
  city: 'Vadodara',
  address: 'Plot 214, GIDC Makarpura Industrial Estate, Vadodara 390010',
  firmTypeId: 4,
  establishedYear: 2004,
  revenueBandId: 3,
  skilledEmployees: 96,
  unskilledEmployees: 140,
  isoCertified: true,
  brief:
    'Investment and sand castings in steel and ductile iron for pumps, valves and process equipment, machined in-house to drawing.',
  about:
    'Founded in 2004 in the Makarpura industrial estate, Vishwamitri Precision Castings makes investment and sand castings from 0.2 kg to 450 kg in carbon steel, stainless steel and ductile iron. ' +
    'A CNC machining bay, spectrometer testing and radiography through an approved partner let us ship castings ready to assemble. ' +
    'About a third of our output goes to export customers in Europe and the Gulf; the rest serves pump, valve and chemical equipment makers across Gujarat and Maharashtra.',
  coreProducts: [
    'Investment castings',
    'Sand castings up to 450 kg',
    'Pump and valve bodies',
    'Impellers',
    'CNC machined components',
  ],
  clients: [
    'Pump manufacturers in Ahmedabad and Coimbatore',
    'Valve makers supplying refineries',
    'Chemical process equipment fabricators',
    'Exporters of agricultural machinery',
  ],
  membership: { type: 'Producers', status: 'active', startedMonthsAgo: 4 },
};

/** The company of newbie@demo.club: registered, no membership yet, no profile. */
export const NEWBIE_COMPANY = {
  key: 'rupal-kitchen-appliances',
  name: 'Rupal Kitchen Appliances',
  owner: { name: 'Nirali Vora', email: 'newbie@demo.club' },
  subcategoryId: 8,
  stateId: GUJARAT,
  city: 'Rajkot',
  address: 'Shed 18, Aji GIDC, Rajkot 360003',
  firmTypeId: 1,
} as const;

export const DEMO_COMPANIES: DemoCompany[] = [
  MEMBER_COMPANY,
  {
    key: 'shree-narmada-polymers',
    name: 'Shree Narmada Polymers Pvt Ltd',
    owner: { name: 'Ketan Desai', email: 'ketan.desai@demo.club' },
    subcategoryId: 13,
    stateId: GUJARAT,
    city: 'Vadodara',
    address: 'Survey 41, Nandesari Industrial Area, Vadodara 391340',
    firmTypeId: 4,
    establishedYear: 1998,
    revenueBandId: 4,
    skilledEmployees: 120,
    unskilledEmployees: 85,
    isoCertified: true,
    brief:
      'PVC heat stabilisers, lubricants and polymer additives for pipe, profile and cable compounders across India and the Middle East.',
    about:
      'Shree Narmada Polymers blends calcium-zinc and organic stabilisers and processing aids in two plants at Nandesari. ' +
      'Our application lab runs extrusion trials for customers before a formulation goes to production, and we moved our whole range off lead-based stabilisers in 2019.',
    coreProducts: [
      'Calcium-zinc stabilisers',
      'Internal and external lubricants',
      'Impact modifiers',
      'Processing aids',
    ],
    clients: ['uPVC pipe makers', 'Cable compounders', 'Window profile extruders'],
    membership: { type: 'Promoters', status: 'active', startedMonthsAgo: 7 },
  },
  {
    key: 'sabarmati-denim-mills',
    name: 'Sabarmati Denim Mills LLP',
    owner: { name: 'Jignesh Shah', email: 'jignesh.shah@demo.club' },
    subcategoryId: 1,
    stateId: GUJARAT,
    city: 'Ahmedabad',
    address: 'Block C, Narol-Vatva Road, Ahmedabad 382405',
    firmTypeId: 3,
    establishedYear: 2009,
    revenueBandId: 4,
    skilledEmployees: 210,
    unskilledEmployees: 380,
    isoCertified: true,
    brief:
      'Rope-dyed denim fabrics from 6 to 14 oz, including stretch and recycled-cotton blends, for garment exporters and domestic brands.',
    about:
      'Sabarmati Denim Mills runs rope dyeing, weaving and finishing under one roof in Narol. ' +
      'We hold small minimum order quantities for sampling and keep a standing range of forty qualities, a quarter of them with recycled cotton content.',
    coreProducts: ['Stretch denim', 'Rigid denim', 'Recycled-cotton denim', 'Denim shirting'],
    clients: ['Garment exporters in Bengaluru', 'Jeanswear brands', 'Uniform makers'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 10 },
  },
  {
    key: 'manek-brass-fittings',
    name: 'Manek Brass Fittings',
    owner: { name: 'Mehul Soni', email: 'mehul.soni@demo.club' },
    subcategoryId: 10,
    stateId: GUJARAT,
    city: 'Ahmedabad',
    address: '22 Odhav Industrial Estate, Ahmedabad 382415',
    firmTypeId: 1,
    establishedYear: 2012,
    revenueBandId: 2,
    skilledEmployees: 28,
    unskilledEmployees: 35,
    isoCertified: false,
    brief:
      'Brass door hardware, cabinet handles and plumbing fittings, plated in-house in gold, antique and matt finishes.',
    about:
      'A family business in its second generation, Manek Brass Fittings machines, polishes and plates brass hardware for builders, interior contractors and hardware wholesalers. ' +
      'We take private-label orders from 500 pieces.',
    coreProducts: ['Mortise handles', 'Cabinet knobs', 'Tower bolts', 'Brass plumbing fittings'],
    clients: ['Hardware wholesalers in Gujarat', 'Interior contractors', 'Residential builders'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 2 },
  },
  {
    key: 'tapi-silk-weavers',
    name: 'Tapi Silk Weavers Pvt Ltd',
    owner: { name: 'Dharmesh Gajera', email: 'dharmesh.gajera@demo.club' },
    subcategoryId: 1,
    stateId: GUJARAT,
    city: 'Surat',
    address: 'Plot 77, Sachin GIDC, Surat 394230',
    firmTypeId: 4,
    establishedYear: 2001,
    revenueBandId: 3,
    skilledEmployees: 150,
    unskilledEmployees: 260,
    isoCertified: false,
    brief:
      'Polyester and viscose sarees, dress materials and digitally printed fabrics on water-jet and rapier looms.',
    about:
      'Tapi Silk Weavers operates 180 looms and a digital printing line in Sachin GIDC. ' +
      'We develop seasonal collections for wholesalers in Surat and Kolkata and weave to order for boutique labels, with a design studio of eight.',
    coreProducts: [
      'Printed sarees',
      'Dress materials',
      'Digital printed fabrics',
      'Viscose blends',
    ],
    clients: [
      'Saree wholesalers in Surat and Kolkata',
      'Boutique labels',
      'Online ethnic wear sellers',
    ],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 5 },
  },
  {
    key: 'suryakiran-diamond-tools',
    name: 'Suryakiran Diamond Tools LLP',
    owner: { name: 'Pooja Lakhani', email: 'pooja.lakhani@demo.club' },
    subcategoryId: 11,
    stateId: GUJARAT,
    city: 'Surat',
    address: '5th Floor, Diamond Nagar Industrial Park, Katargam, Surat 395004',
    firmTypeId: 3,
    establishedYear: 2015,
    revenueBandId: 2,
    skilledEmployees: 40,
    unskilledEmployees: 12,
    isoCertified: true,
    brief:
      'PCD and CBN cutting tools, diamond grinding wheels and dressers for precision machining and stone processing.',
    about:
      'Suryakiran Diamond Tools grew out of the diamond trade of Surat into industrial tooling. ' +
      'We braze and grind PCD and CBN inserts, re-tip worn tools and make resin and metal bonded wheels to customer specification.',
    coreProducts: ['PCD inserts', 'CBN inserts', 'Diamond grinding wheels', 'Tool re-tipping'],
    clients: ['Automotive machining shops', 'Granite processors', 'Carbide tool makers'],
    membership: { type: 'Producers', status: 'pending', startedMonthsAgo: 0 },
  },
  {
    key: 'saurashtra-auto-forge',
    name: 'Saurashtra Auto Forge Pvt Ltd',
    owner: { name: 'Bhavesh Kotecha', email: 'bhavesh.kotecha@demo.club' },
    subcategoryId: 9,
    stateId: GUJARAT,
    city: 'Rajkot',
    address: 'Plot G-1818, Metoda GIDC, Rajkot 360021',
    firmTypeId: 4,
    establishedYear: 2006,
    revenueBandId: 4,
    skilledEmployees: 140,
    unskilledEmployees: 210,
    isoCertified: true,
    brief:
      'Closed-die forgings and machined parts for tractors, two-wheelers and commercial vehicles; IATF 16949 certified.',
    about:
      'Saurashtra Auto Forge runs friction-screw and hammer forging lines from 0.5 to 25 kg with heat treatment and CNC turning. ' +
      'We supply gear blanks, flanges and steering parts to tier-one suppliers and export spares to Africa and South America.',
    coreProducts: ['Gear blanks', 'Companion flanges', 'Steering knuckles', 'Crankshaft forgings'],
    clients: ['Tractor makers', 'Tier-one auto suppliers', 'Spare parts exporters'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 9 },
  },
  {
    key: 'gulabi-nagar-block-prints',
    name: 'Gulabi Nagar Block Prints',
    owner: { name: 'Sunita Chhipa', email: 'sunita.chhipa@demo.club' },
    subcategoryId: 3,
    stateId: RAJASTHAN,
    city: 'Jaipur',
    address: 'Near Sanganer Bus Stand, Sanganer, Jaipur 302029',
    firmTypeId: 2,
    establishedYear: 1994,
    revenueBandId: 1,
    skilledEmployees: 34,
    unskilledEmployees: 18,
    isoCertified: false,
    brief:
      'Hand block printed cotton yardage, quilts and table linen in natural dyes, made by printer families in Sanganer.',
    about:
      'Gulabi Nagar Block Prints works with twelve printer families who carve their own blocks and print with indigo, madder and iron-rust dyes. ' +
      'We export home textiles to boutiques in Europe and Japan and hold a stock of two hundred designs.',
    coreProducts: ['Block printed fabric', 'Razai quilts', 'Table linen', 'Cushion covers'],
    clients: [
      'Home décor boutiques in Europe',
      'Design studios in Japan',
      'Craft retailers in India',
    ],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 6 },
  },
  {
    key: 'aravalli-marble-crafts',
    name: 'Aravalli Marble Crafts',
    owner: { name: 'Rajendra Sompura', email: 'rajendra.sompura@demo.club' },
    subcategoryId: 3,
    stateId: RAJASTHAN,
    city: 'Udaipur',
    address: 'Sukher Industrial Area, Udaipur 313004',
    firmTypeId: 2,
    establishedYear: 1988,
    revenueBandId: 2,
    skilledEmployees: 45,
    unskilledEmployees: 30,
    isoCertified: false,
    brief:
      'Carved marble and sandstone for temples, homes and hotels: jaalis, fountains, inlay tables and murtis.',
    about:
      'Aravalli Marble Crafts carries on three generations of Sompura stone carving. ' +
      'Our workshop in Sukher cuts Makrana and Rajnagar marble and Jaisalmer stone, and our team installs on site anywhere in India.',
    coreProducts: ['Jaali screens', 'Inlay table tops', 'Fountains', 'Temple carvings'],
    clients: ['Heritage hotels', 'Temple trusts', 'Architects and interior designers'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 11 },
  },
  {
    key: 'mewar-heritage-hotels',
    name: 'Mewar Heritage Hotels Pvt Ltd',
    owner: { name: 'Vikram Singh Ranawat', email: 'vikram.ranawat@demo.club' },
    subcategoryId: 6,
    stateId: RAJASTHAN,
    city: 'Udaipur',
    address: 'Lake Pichola Road, Hanuman Ghat, Udaipur 313001',
    firmTypeId: 4,
    establishedYear: 2003,
    revenueBandId: 3,
    skilledEmployees: 160,
    unskilledEmployees: 90,
    isoCertified: false,
    brief:
      'Three restored haveli hotels on Lake Pichola and in Kumbhalgarh, with venues for weddings and corporate offsites.',
    about:
      'Mewar Heritage Hotels restores old havelis as boutique hotels with 110 rooms in all. ' +
      'We host weddings, incentive groups and corporate offsites, and source furniture, linen and food locally from Rajasthan producers.',
    coreProducts: [
      'Boutique hotel rooms',
      'Wedding venues',
      'Corporate offsites',
      'Heritage walks',
    ],
    clients: ['Wedding planners', 'Corporate travel desks', 'Inbound tour operators'],
    membership: { type: 'Promoters', status: 'active', startedMonthsAgo: 3 },
  },
  {
    key: 'deccan-agro-foods',
    name: 'Deccan Agro Foods Pvt Ltd',
    owner: { name: 'Sachin Jadhav', email: 'sachin.jadhav@demo.club' },
    subcategoryId: 17,
    stateId: MAHARASHTRA,
    city: 'Pune',
    address: 'Gat 112, Chakan MIDC Phase II, Pune 410501',
    firmTypeId: 4,
    establishedYear: 2011,
    revenueBandId: 3,
    skilledEmployees: 70,
    unskilledEmployees: 150,
    isoCertified: true,
    brief:
      'Fruit pulps, jams and ready-to-cook mixes from Maharashtra produce; FSSC 22000 certified plant with cold storage.',
    about:
      'Deccan Agro Foods buys mango, guava and tomato from farmer producer companies around Pune and Nashik and processes them into pulps, jams and sauces. ' +
      'We also pack private-label products for retail chains and export aseptic pulp.',
    coreProducts: ['Alphonso mango pulp', 'Fruit jams', 'Tomato ketchup', 'Ready-to-cook mixes'],
    clients: ['Retail chains', 'Beverage makers', 'Importers in the Gulf'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 8 },
  },
  {
    key: 'sahyadri-auto-components',
    name: 'Sahyadri Auto Components Pvt Ltd',
    owner: { name: 'Amol Kulkarni', email: 'amol.kulkarni@demo.club' },
    subcategoryId: 9,
    stateId: MAHARASHTRA,
    city: 'Pune',
    address: 'Plot 36, Bhosari MIDC, Pune 411026',
    firmTypeId: 4,
    establishedYear: 1997,
    revenueBandId: 4,
    skilledEmployees: 180,
    unskilledEmployees: 120,
    isoCertified: true,
    brief:
      'Sheet metal pressings, welded assemblies and brackets for passenger cars and electric two-wheelers.',
    about:
      'Sahyadri Auto Components runs 40 presses from 60 to 400 tonnes with robotic welding cells and an in-house tool room. ' +
      'We are adding battery enclosure assemblies for electric two-wheeler makers in Pune.',
    coreProducts: [
      'Sheet metal pressings',
      'Welded sub-assemblies',
      'Battery enclosures',
      'Press tools',
    ],
    clients: ['Passenger car makers', 'Electric two-wheeler makers', 'Seating system suppliers'],
    membership: { type: 'Producers', status: 'ended', startedMonthsAgo: 14 },
  },
  {
    key: 'konkan-cashew-processors',
    name: 'Konkan Cashew Processors LLP',
    owner: { name: 'Prasad Sawant', email: 'prasad.sawant@demo.club' },
    subcategoryId: 16,
    stateId: MAHARASHTRA,
    city: 'Mumbai',
    address: 'Unit 4, Vashi APMC Market, Navi Mumbai 400703',
    firmTypeId: 3,
    establishedYear: 2008,
    revenueBandId: 3,
    skilledEmployees: 25,
    unskilledEmployees: 190,
    isoCertified: false,
    brief:
      'Cashew kernels from Konkan and African raw nuts, graded to export standards, plus kokum and mango products.',
    about:
      'Konkan Cashew Processors runs a processing unit in Sindhudurg and a trading office in Vashi. ' +
      'We grade whole kernels to W180–W450 and splits, and vacuum-pack for exporters and dry-fruit retailers.',
    coreProducts: ['Cashew kernels W240 and W320', 'Roasted cashews', 'Kokum syrup', 'Dried mango'],
    clients: ['Dry-fruit retailers', 'Exporters to the Gulf', 'Sweet makers'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 1 },
  },
  {
    key: 'sagar-flexi-packaging',
    name: 'Sagar Flexi Packaging Pvt Ltd',
    owner: { name: 'Nitin Agarwal', email: 'nitin.agarwal@demo.club' },
    subcategoryId: 15,
    stateId: MAHARASHTRA,
    city: 'Mumbai',
    address: 'Gala 12, Vasai East Industrial Estate, Palghar 401208',
    firmTypeId: 4,
    establishedYear: 2005,
    revenueBandId: 3,
    skilledEmployees: 65,
    unskilledEmployees: 80,
    isoCertified: true,
    brief:
      'Rotogravure printed laminates, pouches and labels for food, FMCG and pharma brands, including recyclable mono-material packs.',
    about:
      'Sagar Flexi Packaging prints on an eight-colour rotogravure line and converts laminates into stand-up, zipper and three-side seal pouches. ' +
      'Our mono-polyethylene structures help brands meet their plastic waste recycling targets.',
    coreProducts: [
      'Printed laminates',
      'Stand-up pouches',
      'Shrink sleeves',
      'Mono-material packs',
    ],
    clients: ['Snack brands', 'Spice packers', 'OTC pharma companies'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 11 },
  },
  {
    key: 'nandi-hills-electronics',
    name: 'Nandi Hills Electronics Pvt Ltd',
    owner: { name: 'Ravi Shankar Hegde', email: 'ravi.hegde@demo.club' },
    subcategoryId: 8,
    stateId: KARNATAKA,
    city: 'Bengaluru',
    address: '2nd Phase, Peenya Industrial Area, Bengaluru 560058',
    firmTypeId: 4,
    establishedYear: 2013,
    revenueBandId: 3,
    skilledEmployees: 130,
    unskilledEmployees: 60,
    isoCertified: true,
    brief:
      'Electronics manufacturing services: SMT assembly, box build and testing for industrial, medical and energy products.',
    about:
      'Nandi Hills Electronics has two SMT lines, selective soldering and conformal coating, and builds from prototype to volume. ' +
      'Design-for-manufacture reviews and functional test jigs are part of every new product introduction.',
    coreProducts: ['PCB assembly', 'Box build', 'Cable harnesses', 'Functional testing'],
    clients: ['Industrial automation firms', 'Medical device start-ups', 'Solar inverter makers'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 5 },
  },
  {
    key: 'cauvery-medical-devices',
    name: 'Cauvery Medical Devices Pvt Ltd',
    owner: { name: 'Dr Lakshmi Narayan', email: 'lakshmi.narayan@demo.club' },
    subcategoryId: 7,
    stateId: KARNATAKA,
    city: 'Bengaluru',
    address: 'Bommasandra Industrial Area, Hosur Road, Bengaluru 560099',
    firmTypeId: 4,
    establishedYear: 2016,
    revenueBandId: 2,
    skilledEmployees: 55,
    unskilledEmployees: 20,
    isoCertified: true,
    brief:
      'Single-use surgical and diagnostic disposables made in an ISO 13485 certified clean room.',
    about:
      'Cauvery Medical Devices moulds and assembles infusion sets, specimen containers and suction catheters in a class 100,000 clean room with ethylene oxide sterilisation. ' +
      'We make private-label products for distributors and hospital groups.',
    coreProducts: ['Infusion sets', 'Specimen containers', 'Suction catheters', 'Urine bags'],
    clients: ['Hospital groups', 'Medical distributors', 'Diagnostic laboratory chains'],
    membership: { type: 'Promoters', status: 'active', startedMonthsAgo: 2 },
  },
  {
    key: 'coromandel-leather-exports',
    name: 'Coromandel Leather Exports',
    owner: { name: 'Mohammed Irfan', email: 'mohammed.irfan@demo.club' },
    subcategoryId: 2,
    stateId: TAMIL_NADU,
    city: 'Chennai',
    address: 'SIDCO Industrial Estate, Ambattur, Chennai 600098',
    firmTypeId: 2,
    establishedYear: 1992,
    revenueBandId: 3,
    skilledEmployees: 140,
    unskilledEmployees: 220,
    isoCertified: true,
    brief:
      'Finished leather, shoe uppers and leather goods for European footwear and accessory brands; LWG-audited tannery partner.',
    about:
      'Coromandel Leather Exports cuts and stitches shoe uppers and makes belts and small leather goods, sourcing finished leather from an audited tannery in Ranipet. ' +
      'Sampling takes two weeks and we ship to Italy, Germany and Spain.',
    coreProducts: ['Shoe uppers', 'Leather belts', 'Wallets and small goods', 'Finished leather'],
    clients: ['Footwear brands in Europe', 'Buying houses', 'Accessory labels'],
    membership: { type: 'Producers', status: 'active', startedMonthsAgo: 9 },
  },
  {
    key: 'ganga-sports-industries',
    name: 'Ganga Sports Industries',
    owner: { name: 'Anil Tyagi', email: 'anil.tyagi@demo.club' },
    subcategoryId: 5,
    stateId: UTTAR_PRADESH,
    city: 'Meerut',
    address: 'Suraj Kund Road, Meerut 250002',
    firmTypeId: 1,
    establishedYear: 1999,
    revenueBandId: 2,
    skilledEmployees: 60,
    unskilledEmployees: 75,
    isoCertified: false,
    brief:
      'Cricket bats, balls, protective gear and fitness equipment for clubs, academies and sports retailers.',
    about:
      'Ganga Sports Industries makes English and Kashmir willow bats, leather cricket balls and pads in Meerut. ' +
      'We supply academies and retailers across India and make private-label gear for export.',
    coreProducts: [
      'Cricket bats',
      'Leather cricket balls',
      'Batting pads and gloves',
      'Fitness equipment',
    ],
    clients: ['Cricket academies', 'Sports retail chains', 'Importers in the UK and Australia'],
    membership: { type: 'Producers', status: 'pending', startedMonthsAgo: 0 },
  },
  {
    key: 'desai-mehta-associates',
    name: 'Desai & Mehta Associates',
    owner: { name: 'CA Nikita Mehta', email: 'nikita.mehta@demo.club' },
    subcategoryId: 19,
    stateId: GUJARAT,
    city: 'Vadodara',
    address: '301 Siddharth Complex, R C Dutt Road, Alkapuri, Vadodara 390007',
    firmTypeId: 2,
    establishedYear: 2002,
    revenueBandId: 1,
    skilledEmployees: 24,
    unskilledEmployees: 3,
    isoCertified: false,
    brief:
      'Audit, GST, income tax and transfer pricing for manufacturing MSMEs and subsidiaries of foreign companies.',
    about:
      'Desai & Mehta Associates is a chartered accountancy firm of four partners. ' +
      'We audit manufacturing companies, file GST and income tax, handle FEMA compliance for inbound investment and help first-time exporters with export incentives.',
    coreProducts: ['Statutory audit', 'GST compliance', 'Transfer pricing', 'FEMA advisory'],
    clients: [
      'Engineering MSMEs',
      'Indian subsidiaries of European firms',
      'Family-owned chemical companies',
    ],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 6 },
  },
  {
    key: 'kothari-legal',
    name: 'Kothari Legal LLP',
    owner: { name: 'Adv. Sameer Kothari', email: 'sameer.kothari@demo.club' },
    subcategoryId: 18,
    stateId: GUJARAT,
    city: 'Ahmedabad',
    address: '9th Floor, Shapath V, S G Highway, Ahmedabad 380054',
    firmTypeId: 3,
    establishedYear: 2010,
    revenueBandId: 1,
    skilledEmployees: 18,
    unskilledEmployees: 4,
    isoCertified: false,
    brief:
      'Corporate, commercial contracts, arbitration and labour law for manufacturers and exporters.',
    about:
      'Kothari Legal drafts supply, distribution and joint-venture agreements, represents clients in commercial arbitration and advises on labour codes and factory compliance. ' +
      'We work in English, Gujarati and Hindi.',
    coreProducts: [
      'Contract drafting',
      'Commercial arbitration',
      'Labour law compliance',
      'Trademark filing',
    ],
    clients: ['Exporters', 'Manufacturing MSMEs', 'Foreign companies entering Gujarat'],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 4 },
  },
  {
    key: 'studio-vaastu-architects',
    name: 'Studio Vaastu Architects LLP',
    owner: { name: 'Ar. Foram Trivedi', email: 'foram.trivedi@demo.club' },
    subcategoryId: 23,
    stateId: GUJARAT,
    city: 'Ahmedabad',
    address: '14 Sahjanand Society, Navrangpura, Ahmedabad 380009',
    firmTypeId: 3,
    establishedYear: 2014,
    revenueBandId: 1,
    skilledEmployees: 16,
    unskilledEmployees: 2,
    isoCertified: false,
    brief:
      'Factory, warehouse and office design with approvals, from site layout to interiors; climate-responsive buildings.',
    about:
      'Studio Vaastu designs industrial sheds, warehouses and corporate offices, and manages approvals with GIDC and municipal bodies. ' +
      'Our buildings use daylight, natural ventilation and rainwater harvesting to cut running costs.',
    coreProducts: ['Factory layouts', 'Warehouse design', 'Office interiors', 'Approval drawings'],
    clients: [
      'Manufacturers expanding in GIDC estates',
      'Logistics parks',
      'Schools and hospitals',
    ],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 7 },
  },
  {
    key: 'karmayogi-manpower',
    name: 'Karmayogi Manpower Services',
    owner: { name: 'Rakesh Yadav', email: 'rakesh.yadav@demo.club' },
    subcategoryId: 21,
    stateId: GUJARAT,
    city: 'Surat',
    address: 'Shop 8, Udhna Main Road, Surat 394210',
    firmTypeId: 1,
    establishedYear: 2011,
    revenueBandId: 2,
    skilledEmployees: 30,
    unskilledEmployees: 900,
    isoCertified: false,
    brief:
      'Contract staffing of machine operators, helpers and housekeeping for textile, chemical and engineering units.',
    about:
      'Karmayogi Manpower Services deploys about 900 workers across South Gujarat with PF, ESIC and wage compliance handled by our payroll team. ' +
      'We train operators for looms, CNC machines and forklifts before deployment.',
    coreProducts: [
      'Contract labour',
      'Payroll compliance',
      'Operator training',
      'Housekeeping staff',
    ],
    clients: ['Textile mills in Surat', 'Chemical plants in Hazira', 'Engineering units'],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 3 },
  },
  {
    key: 'saurashtra-roadlines',
    name: 'Saurashtra Roadlines',
    owner: { name: 'Hitesh Makwana', email: 'hitesh.makwana@demo.club' },
    subcategoryId: 27,
    stateId: GUJARAT,
    city: 'Rajkot',
    address: 'Transport Nagar, Gondal Road, Rajkot 360004',
    firmTypeId: 2,
    establishedYear: 1996,
    revenueBandId: 3,
    skilledEmployees: 40,
    unskilledEmployees: 120,
    isoCertified: false,
    brief:
      'Full and part truckloads from Saurashtra to all India, container haulage to Mundra and Pipavav ports.',
    about:
      'Saurashtra Roadlines runs a fleet of 85 trucks and trailers with GPS tracking. ' +
      'We move forgings, ceramics and agricultural produce, and haul export containers to the Kutch and Saurashtra ports.',
    coreProducts: [
      'Full truckload',
      'Part truckload',
      'Port container haulage',
      'Warehousing in Rajkot',
    ],
    clients: ['Engineering exporters', 'Ceramic tile makers in Morbi', 'Groundnut oil mills'],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 10 },
  },
  {
    key: 'setu-hr-consulting',
    name: 'Setu HR Consulting Pvt Ltd',
    owner: { name: 'Anagha Deshpande', email: 'anagha.deshpande@demo.club' },
    subcategoryId: 20,
    stateId: MAHARASHTRA,
    city: 'Pune',
    address: 'Office 502, Baner Business Bay, Baner, Pune 411045',
    firmTypeId: 4,
    establishedYear: 2012,
    revenueBandId: 1,
    skilledEmployees: 22,
    unskilledEmployees: 2,
    isoCertified: false,
    brief:
      'Recruitment of engineers and plant managers, HR policies and performance systems for growing manufacturers.',
    about:
      'Setu HR Consulting hires for engineering and operations roles from supervisor to plant head, mostly in Pune, Aurangabad and Gujarat. ' +
      'We also write HR manuals, set up appraisal systems and run supervisor development programmes.',
    coreProducts: [
      'Engineering recruitment',
      'HR policy manuals',
      'Performance management',
      'Supervisor training',
    ],
    clients: [
      'Auto component makers',
      'Process industry plants',
      'Indian arms of German Mittelstand firms',
    ],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 8 },
  },
  {
    key: 'annapurna-industrial-caterers',
    name: 'Annapurna Industrial Caterers',
    owner: { name: 'Smita Joshi', email: 'smita.joshi@demo.club' },
    subcategoryId: 29,
    stateId: MAHARASHTRA,
    city: 'Pune',
    address: 'Plot 9, Talawade IT Park Road, Pune 411062',
    firmTypeId: 1,
    establishedYear: 2007,
    revenueBandId: 2,
    skilledEmployees: 45,
    unskilledEmployees: 160,
    isoCertified: true,
    brief:
      'Canteen management and shift meals for factories and campuses; FSSAI licensed central kitchen.',
    about:
      'Annapurna Industrial Caterers serves about 12,000 meals a day from a central kitchen and on-site canteens in Chakan, Talawade and Ranjangaon. ' +
      'Menus are planned by a nutritionist and rotate weekly.',
    coreProducts: ['Factory canteens', 'Shift meals', 'Corporate event catering', 'Tuck shops'],
    clients: ['Automotive plants', 'IT campuses', 'Engineering colleges'],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 5 },
  },
  {
    key: 'suraksha-facility-management',
    name: 'Suraksha Facility Management Pvt Ltd',
    owner: { name: 'Farhan Qureshi', email: 'farhan.qureshi@demo.club' },
    subcategoryId: 24,
    stateId: MAHARASHTRA,
    city: 'Mumbai',
    address: '7th Floor, Kanakia Wall Street, Andheri East, Mumbai 400093',
    firmTypeId: 4,
    establishedYear: 2009,
    revenueBandId: 3,
    skilledEmployees: 150,
    unskilledEmployees: 1200,
    isoCertified: true,
    brief:
      'Integrated facility management: housekeeping, electrical and HVAC maintenance, and pest control for plants and offices.',
    about:
      'Suraksha Facility Management looks after 140 sites in Maharashtra and Gujarat. ' +
      'Our technicians run planned maintenance on HVAC, DG sets and electrical panels, with monthly reports for every site.',
    coreProducts: ['Housekeeping', 'HVAC maintenance', 'Electrical maintenance', 'Pest control'],
    clients: ['Pharma plants', 'Corporate offices', 'Hospitals'],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 11 },
  },
  {
    key: 'kathan-communications',
    name: 'Kathan Communications',
    owner: { name: 'Tanya Fernandes', email: 'tanya.fernandes@demo.club' },
    subcategoryId: 25,
    stateId: MAHARASHTRA,
    city: 'Mumbai',
    address: '3rd Floor, Kamala Mills Compound, Lower Parel, Mumbai 400013',
    firmTypeId: 3,
    establishedYear: 2016,
    revenueBandId: 1,
    skilledEmployees: 20,
    unskilledEmployees: 1,
    isoCertified: false,
    brief:
      'Public relations and content for B2B brands: trade media, trade fair launches, LinkedIn and crisis communication.',
    about:
      'Kathan Communications helps manufacturers and industrial service firms tell their story in trade and business media. ' +
      'We plan trade fair launches, write case studies and run leadership profiles on LinkedIn.',
    coreProducts: [
      'Media relations',
      'Trade fair launches',
      'Case studies',
      'Crisis communication',
    ],
    clients: ['Industrial equipment makers', 'Chemical companies', 'Logistics firms'],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 2 },
  },
  {
    key: 'tejas-cloud-solutions',
    name: 'Tejas Cloud Solutions Pvt Ltd',
    owner: { name: 'Karthik Subramanian', email: 'karthik.s@demo.club' },
    subcategoryId: 26,
    stateId: KARNATAKA,
    city: 'Bengaluru',
    address: '4th Floor, HSR Layout Sector 2, Bengaluru 560102',
    firmTypeId: 4,
    establishedYear: 2015,
    revenueBandId: 2,
    skilledEmployees: 85,
    unskilledEmployees: 4,
    isoCertified: true,
    brief:
      'ERP roll-outs, shop-floor data capture and dashboards for small and mid-sized manufacturers.',
    about:
      'Tejas Cloud Solutions implements open-source ERP for manufacturers, connects machines to dashboards for OEE and downtime, and builds customer and dealer portals. ' +
      'Fixed-price roll-outs start with a two-week study of how the plant works today.',
    coreProducts: ['ERP implementation', 'OEE dashboards', 'Dealer portals', 'Cloud hosting'],
    clients: ['Auto component makers', 'Food processors', 'Furniture exporters'],
    membership: { type: 'Promoters', status: 'active', startedMonthsAgo: 6 },
  },
  {
    key: 'sanjeevani-occupational-health',
    name: 'Sanjeevani Occupational Health Clinic',
    owner: { name: 'Dr Arun Prakash', email: 'arun.prakash@demo.club' },
    subcategoryId: 28,
    stateId: TAMIL_NADU,
    city: 'Chennai',
    address: '12 GST Road, Guindy, Chennai 600032',
    firmTypeId: 2,
    establishedYear: 2010,
    revenueBandId: 1,
    skilledEmployees: 26,
    unskilledEmployees: 6,
    isoCertified: false,
    brief:
      'Occupational health centres, pre-employment and periodic medical checks, and first-aid training for factories.',
    about:
      'Sanjeevani runs occupational health centres inside eleven factories around Chennai and Sriperumbudur, with factory medical officers and nurses. ' +
      'Our mobile van carries out audiometry, spirometry and vision tests on site.',
    coreProducts: [
      'Factory health centres',
      'Periodic medical checks',
      'First-aid training',
      'Health camps',
    ],
    clients: ['Automotive plants', 'Electronics assemblers', 'Leather tanneries'],
    membership: { type: 'Providers', status: 'active', startedMonthsAgo: 9 },
  },
  {
    key: 'kavach-insurance-brokers',
    name: 'Kavach Insurance Brokers Pvt Ltd',
    owner: { name: 'Meenakshi Raman', email: 'meenakshi.raman@demo.club' },
    subcategoryId: 31,
    stateId: TAMIL_NADU,
    city: 'Chennai',
    address: 'Anna Salai, Teynampet, Chennai 600018',
    firmTypeId: 4,
    establishedYear: 2006,
    revenueBandId: 1,
    skilledEmployees: 32,
    unskilledEmployees: 3,
    isoCertified: false,
    brief:
      'Fire, marine cargo, group health and liability insurance for manufacturers and exporters, with claims support.',
    about:
      'Kavach Insurance Brokers places property, marine and employee benefit cover with public and private insurers and stands by clients through claims. ' +
      'We review risks on site and suggest what to fix before renewal.',
    coreProducts: [
      'Fire and property insurance',
      'Marine cargo insurance',
      'Group health cover',
      'Product liability',
    ],
    clients: ['Exporters', 'Textile mills', 'Warehouses'],
    membership: { type: 'Providers', status: 'ended', startedMonthsAgo: 15 },
  },
];
