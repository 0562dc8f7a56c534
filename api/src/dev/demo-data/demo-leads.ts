/** The illustrations in api/assets/demo-leads (made for this project from the SVGs in src/). */
export type DemoLeadImage =
  'castings' | 'fabric' | 'packaging' | 'produce' | 'electronics' | 'truck';

export interface DemoLead {
  key: string;
  /** The posting company (`DemoCompany.key`); the lead goes in its registered subcategory. */
  companyKey: string;
  title: string;
  brief: string;
  description: string;
  /** 'City, State' */
  location: string;
  /** The contact address is this mailbox at the company's demo domain (sales@…). */
  mailbox: string;
  /** Posted this many days before the day of seeding. */
  daysAgo: number;
  /** One to three illustrations, in the order the lead shows them. */
  images:
    | [DemoLeadImage]
    | [DemoLeadImage, DemoLeadImage]
    | [DemoLeadImage, DemoLeadImage, DemoLeadImage];
}

/**
 * What member companies offer and need, posted over the last two weeks. Only
 * companies with an active membership post, and never the companies of
 * member@demo.club and ketan.desai@demo.club: the e2e journey has those two
 * post and save leads and expects their own lists to start empty.
 */
export const DEMO_LEADS: DemoLead[] = [
  {
    key: 'forging-capacity-rajkot',
    companyKey: 'saurashtra-auto-forge',
    title:
      'Spare capacity for closed-die forgings, 0.5 to 25 kg, heat treated and machined to drawing',
    brief:
      'Two friction-screw press lines free from next month for gear blanks, flanges, yokes and levers in EN8, EN19 and 20MnCr5. Heat treatment and CNC turning in-house; PPAP and material test certificates with every lot.',
    description:
      'A tractor programme has moved to a new model, which frees about 120 tonnes a month on two friction-screw press lines at our Metoda GIDC plant. ' +
      'We are looking for steady orders of closed-die forgings between 0.5 and 25 kg: gear blanks, companion flanges, yokes, levers and similar parts for automotive, tractor, pump and valve makers.\n\n' +
      'Dies are designed and made in our own tool room and are ready in three to four weeks. Parts are normalised or hardened and tempered, shot blasted, turned and drilled on CNC machines to your drawing, and dispatched with material test certificates and PPAP documents. IATF 16949 certified; export packing on request.\n\n' +
      'Send drawings with annual volumes and the material grade: we quote within five working days and deliver a sample lot in six weeks.',
    location: 'Rajkot, Gujarat',
    mailbox: 'sales',
    daysAgo: 0,
    images: ['castings'],
  },
  {
    key: 'block-printed-yardage',
    companyKey: 'gulabi-nagar-block-prints',
    title:
      'Hand block-printed cotton yardage in natural dyes for home décor and apparel labels, from 100 metres a design',
    brief:
      'Two hundred Sanganer designs in indigo, madder and iron-rust dyes on 60 and 80-count cotton, printed by hand by our printer families. Custom blocks carved in two weeks; swatch cards free for members.',
    description:
      'Our twelve printer families in Sanganer carve their own teak blocks and print by hand with natural dyes: indigo, madder, pomegranate and iron-rust. We keep two hundred designs in stock, from small buttis to full jaal patterns, and print on 60 and 80-count cotton cambric and voile.\n\n' +
      'Labels and boutiques can order from 100 metres a design, in our colourways or theirs. For an exclusive design we carve new blocks in about two weeks and print a strike-off for approval before the run. Every lot is washed, sun-dried and checked for colour fastness.\n\n' +
      'Members can ask for our swatch cards at no charge; we ship yardage and made-ups to Europe, Japan and across India.',
    location: 'Jaipur, Rajasthan',
    mailbox: 'orders',
    daysAgo: 1,
    images: ['fabric', 'packaging'],
  },
  {
    key: 'cashew-kernels-festive',
    companyKey: 'konkan-cashew-processors',
    title: 'W240 and W320 cashew kernels for festive gifting orders, vacuum-packed in 10 kg tins',
    brief:
      'About 12 tonnes of Konkan-origin whole kernels graded W240 and W320, plus splits for sweet makers. Vacuum tins, or 250 g and 500 g gift pouches with your brand; FSSAI licensed, lab reports with every lot.',
    description:
      'This season’s processing at our Sindhudurg unit leaves about 12 tonnes of whole kernels for festive orders: W240 and W320 from Konkan raw nuts, which buyers prefer for their colour and taste, and a smaller lot of W450.\n\n' +
      'We pack in nitrogen-flushed 10 kg tins for traders and sweet makers, or in 250 g and 500 g printed pouches and gift boxes for corporate gifting and retail, with your brand. Splits and pieces are available for sweet and bakery makers at a lower price.\n\n' +
      'Samples dispatched from our Vashi office the next day. Prices hold for orders confirmed within two weeks.',
    location: 'Navi Mumbai, Maharashtra',
    mailbox: 'sales',
    daysAgo: 2,
    images: ['produce', 'packaging'],
  },
  {
    key: 'pcb-fabrication-partner',
    companyKey: 'nandi-hills-electronics',
    title:
      'Looking for a PCB fabrication partner: 4 to 6-layer FR-4 boards, about 2,000 panels a month',
    brief:
      'For solar inverter and industrial controller programmes: 1.6 mm FR-4, ENIG finish, impedance control on two nets, IPC-A-600 class 2. Quick-turn prototypes in five days and a second source for volume.',
    description:
      'We assemble control boards for solar inverter and industrial automation customers on two SMT lines in Peenya, and want an Indian fabricator beside our current importer, to shorten lead times and hold less stock.\n\n' +
      'Boards are 4 and 6 layers, 1.6 mm FR-4 (Tg 150 or higher), 1 oz copper, ENIG finish, with impedance control on two nets; about 2,000 panels a month across twelve part numbers. We need electrical testing of every board, IPC-A-600 class 2, and quick-turn prototypes in five working days.\n\n' +
      'Fabricators in Bengaluru, Chennai, Hyderabad or Pune with UL approval, please share your capability sheet; we will send Gerbers for a trial order.',
    location: 'Bengaluru, Karnataka',
    mailbox: 'purchase',
    daysAgo: 3,
    images: ['electronics'],
  },
  {
    key: 'rajkot-mumbai-part-loads',
    companyKey: 'saurashtra-roadlines',
    title:
      'Daily part-truckload service Rajkot – Ahmedabad – Mumbai, return loads wanted from Bhiwandi',
    brief:
      'Closed 32-ft containers leave Rajkot every evening for Ahmedabad and Bhiwandi, GPS-tracked, e-way bills handled. Book from a single pallet; manufacturers with return cargo from Mumbai get a better rate.',
    description:
      'Our closed 32-ft containers leave the Rajkot hub every evening at 7 and reach Ahmedabad by night and Bhiwandi the next evening. Shippers book space by the pallet or by weight, from a single pallet upwards, with pick-up from Metoda, Shapar-Veraval and Aji GIDC.\n\n' +
      'Every vehicle is GPS-tracked and you get a link to follow your consignment. We prepare e-way bills, insure the cargo on request and deliver to warehouses and factories with appointment slots.\n\n' +
      'We also want regular return loads from Bhiwandi, Vasai and Taloja to Saurashtra: manufacturers and distributors with steady cargo in that direction get a lower rate on both legs.',
    location: 'Rajkot, Gujarat',
    mailbox: 'booking',
    daysAgo: 4,
    images: ['truck', 'packaging'],
  },
  {
    key: 'brass-castings-wanted',
    companyKey: 'manek-brass-fittings',
    title: 'Wanted: brass sand castings for mortise handle bodies, about 5,000 pieces a month',
    brief:
      'Looking for a foundry to cast six handle designs of 180 to 420 g in leaded brass (CW617N or IS 319), fettled and ready for machining. Delivery to Odhav, Ahmedabad; we provide the patterns.',
    description:
      'Our orders for mortise handles have grown faster than our own small foundry, so we want a partner for the castings and will keep machining, polishing and plating in-house.\n\n' +
      'Six designs, 180 to 420 g each, about 5,000 pieces a month in total and more before the festive season. Castings must be free of blow holes on the visible faces, since they are polished and plated in gold, antique and matt finishes. We provide aluminium match-plate patterns and the chemical composition we need, and check every lot on arrival.\n\n' +
      'Foundries in Gujarat, preferably around Ahmedabad, Jamnagar or Rajkot, please send your price per kg and a sample of similar work.',
    location: 'Ahmedabad, Gujarat',
    mailbox: 'purchase',
    daysAgo: 5,
    images: ['castings'],
  },
  {
    key: 'recycled-stretch-denim',
    companyKey: 'sabarmati-denim-mills',
    title: 'Ready stock: 18,000 metres of recycled-cotton stretch denim, 10.5 oz, indigo and black',
    brief:
      'Rope-dyed 3/1 twill with 20% recycled cotton and 2% elastane, 58-inch width, shrinkage under 3%. Sample yardage in three days; at least 1,000 metres per shade, for garment exporters and brands.',
    description:
      'A cancelled export programme leaves us with 18,000 metres of first-quality stretch denim in stock at our Narol mill: 10.5 oz, 3/1 right-hand twill, rope-dyed in dark indigo (11,000 m) and sulphur black (7,000 m).\n\n' +
      'The fabric blends 20% recycled cotton, 78% cotton and 2% elastane, at a 58-inch cuttable width, with shrinkage under 3% and stretch of about 35%. Test reports and recycled-content certificates come with the fabric.\n\n' +
      'Sample yardage goes out in three days. Minimum 1,000 metres per shade; we dispatch by road to Bengaluru, Tiruppur, Delhi NCR and Mumbai.',
    location: 'Ahmedabad, Gujarat',
    mailbox: 'sales',
    daysAgo: 7,
    images: ['fabric', 'truck'],
  },
  {
    key: 'retort-pouches-mango-pulp',
    companyKey: 'deccan-agro-foods',
    title:
      'Wanted: printed retort pouches for mango pulp and ready-to-cook mixes, 1.5 lakh pieces a month',
    brief:
      'Four-layer retort pouches (PET/Al/Nylon/CPP) in 200 g and 1 kg, six-colour print, for our Chakan plant. Supply to begin before the next mango season; FSSAI-compliant inks and migration test reports needed.',
    description:
      'We are moving part of our mango pulp and ready-to-cook range from cans to retort pouches for retail chains and export customers, and want a converter for about 1.5 lakh pouches a month.\n\n' +
      'Two sizes, 200 g and 1 kg, four-layer PET/Al/Nylon/CPP laminate that stands 121 °C retorting for 40 minutes, six-colour print, with a spout on the 1 kg pouch. We need overall and specific migration test reports, FSSAI-compliant inks and a trial lot for retort tests at our Chakan plant.\n\n' +
      'Supply should start before the next mango season, in March. Converters in Maharashtra or Gujarat, please send your prices for both sizes and the lead time for cylinders.',
    location: 'Pune, Maharashtra',
    mailbox: 'purchase',
    daysAgo: 9,
    images: ['packaging', 'produce', 'truck'],
  },
  {
    key: 'viscose-processing-house',
    companyKey: 'tapi-silk-weavers',
    title:
      'Need a processing house for viscose-blend dress materials: dyeing and finishing, 30,000 metres a month',
    brief:
      'We weave viscose and viscose-polyester blends in Sachin GIDC and want a partner within 40 km for dyeing, peach finish and soft finishing to our shade cards, with a steady ten-day turnaround.',
    description:
      'Our new collection of plain and dobby dress materials in viscose and viscose-polyester blends needs more processing capacity than our current partner can give us. We are looking for a second processing house around Surat, within about 40 km of Sachin GIDC.\n\n' +
      'About 30,000 metres a month in 30 to 40 shades, dyed to our shade cards and finished soft, with peach finish on part of the range. We need consistent shades from lot to lot, a ten-day turnaround and shrinkage control for garmenting.\n\n' +
      'Processing houses with jet dyeing, stenter and compacting, please contact us to arrange a trial of 2,000 metres.',
    location: 'Surat, Gujarat',
    mailbox: 'purchase',
    daysAgo: 11,
    images: ['fabric'],
  },
  {
    key: 'cloud-erp-for-manufacturers',
    companyKey: 'tejas-cloud-solutions',
    title:
      'Cloud ERP with barcode inventory and GST e-invoicing for MSME manufacturers, live in eight weeks',
    brief:
      'Purchase, stores, production and dispatch in one system, with e-invoices and e-way bills made from the sales invoice. Fixed-price set-up, data moved from Tally or spreadsheets, training on the shop floor.',
    description:
      'Many manufacturers we meet run purchase in spreadsheets, stores on paper and invoicing in Tally, and find out about shortages on the day of dispatch. We set up an open-source cloud ERP that puts purchase, stores, production and dispatch in one place, with barcode labels for every bin and batch.\n\n' +
      'E-invoices and e-way bills are generated from the sales invoice, and the GST returns data is ready at month end. We move your masters and opening stock from Tally or spreadsheets and train your team on the shop floor in English, Hindi, Kannada or Tamil.\n\n' +
      'A fixed price after a two-week study of how your plant works today, live in about eight weeks. Club members get the study at no charge.',
    location: 'Bengaluru, Karnataka',
    mailbox: 'hello',
    daysAgo: 13,
    images: ['electronics'],
  },
];

/** A demo lead its poster closed as won, with the business the winner confirmed. */
export interface DemoWonLead extends DemoLead {
  /** The winning company (`DemoCompany.key`). */
  winnerKey: string;
  /** The order value in whole rupees. */
  orderValue: number;
  /** Closed this many days before the day of seeding. */
  closedDaysAgo: number;
}

/**
 * Leads of the last month that became business, so that a fresh database
 * shows the club's total on the home page (₹ 4.2 crore). They are closed, so
 * Browse never shows them; none involves the e2e journeys' demo accounts.
 */
export const DEMO_WON_LEADS: DemoWonLead[] = [
  {
    key: 'annual-freight-denim',
    companyKey: 'sabarmati-denim-mills',
    title: 'Annual freight contract: finished denim rolls from Ahmedabad to Tiruppur and Bhiwandi',
    brief:
      'About 40 full truckloads a month of finished denim rolls, closed containers only, for a twelve-month contract with fixed lanes and monthly billing.',
    description:
      'We ship finished denim rolls from our Narol mill to garment makers in Tiruppur and Bhiwandi every week. We want one transporter for both lanes for a year: closed containers, GPS tracking, e-way bills handled, transit insurance and monthly billing against proof of delivery.',
    location: 'Ahmedabad, Gujarat',
    mailbox: 'purchase',
    daysAgo: 26,
    images: ['truck'],
    winnerKey: 'saurashtra-roadlines',
    orderValue: 37_500_000,
    closedDaysAgo: 18,
  },
  {
    key: 'cashew-export-cartons',
    companyKey: 'konkan-cashew-processors',
    title: 'Printed export cartons and vacuum pouches for cashew kernels, season supply',
    brief:
      'Five-ply printed cartons and laminated vacuum pouches for 10 kg and 50 lb packs, food grade, delivered to Sindhudurg over the season.',
    description:
      'For the export season we need five-ply printed cartons and food-grade laminated vacuum pouches for 10 kg and 50 lb packs of cashew kernels, with our artwork, delivered in monthly lots to our Kudal unit.',
    location: 'Kudal, Maharashtra',
    mailbox: 'purchase',
    daysAgo: 22,
    images: ['packaging'],
    winnerKey: 'sagar-flexi-packaging',
    orderValue: 4_500_000,
    closedDaysAgo: 12,
  },
];
