import { BadgePercent, ShieldCheck, Ship } from 'lucide-react';
import type { Article } from '../article-types';

export const EXPORT_MANAGEMENT_ARTICLES: readonly Article[] = [
  {
    id: 'first-export-order-checklist',
    category: 'Export Management',
    title: 'Your First Export Order: A Checklist for Indian MSMEs',
    excerpt:
      'From the Importer Exporter Code to the shipping bill: the registrations and documents that make a first export order go smoothly.',
    content: [
      'Winning a first export order is a milestone for any small manufacturer, but the paperwork can feel daunting. The good news is that most of it is done only once. Start with the Importer Exporter Code (IEC), issued online by the Directorate General of Foreign Trade against your PAN. Without it, customs will not clear your goods.',
      'Next, register with the export promotion council for your product, such as EEPC India for engineering goods or CHEMEXCIL for basic chemicals and dyes. The Registration-cum-Membership Certificate (RCMC) it issues is needed to claim many export benefits, and the councils run trade fairs and buyer–seller meets that are worth attending.',
      'On the tax side, most exporters file a Letter of Undertaking (LUT) on the GST portal each financial year, which allows them to export without paying IGST up front. The alternative is to pay IGST and claim a refund later, which ties up working capital. Make sure your export invoices carry the LUT reference and the correct wording for a zero-rated supply.',
      'For the shipment itself you will need a commercial invoice, a packing list, the shipping bill filed by your customs broker on ICEGATE, a bill of lading or airway bill and, often, a certificate of origin. Agree the Incoterm with your buyer early, because it decides who pays for freight and insurance and where the risk passes. Many first-time exporters choose FOB or FCA to keep their responsibilities small.',
    ],
    readTime: '6 min read',
    publishDate: '2026-11-18',
    image: { palette: 'rose', icon: Ship, pattern: 1 },
  },
  {
    id: 'protecting-export-payments',
    category: 'Export Management',
    title: 'Protecting Your Export Payments',
    excerpt:
      'Letters of credit, export credit insurance and sensible terms: how small exporters protect their cash when selling abroad.',
    content: [
      'An export order is only as good as the payment behind it. Small exporters often accept open-account terms to win business, then wait months for money that may never arrive. Choosing the right payment method for each buyer and market matters as much as the price.',
      'Advance payment is the safest option and is common for small first orders. For larger orders, a confirmed letter of credit moves the risk to banks, provided your documents match its terms exactly. Discrepancies in dates, descriptions or quantities are the most common reason for delayed payment under a letter of credit, so check every document before you present it.',
      'Where buyers insist on open account or documents against acceptance, consider export credit insurance. ECGC Ltd, the government-owned export credit agency, offers policies that cover non-payment caused by a buyer’s insolvency or prolonged default and by political events, and banks lend more readily against insured receivables.',
      'Finally, keep an eye on the rupee. Export proceeds must normally be realised and brought back to India within the period set by the Reserve Bank of India, so track each shipping bill until your bank reports it as realised. For a large order, a simple forward contract with your bank can also lock in the rupee value of the sale.',
    ],
    readTime: '5 min read',
    publishDate: '2026-10-28',
    image: { palette: 'saffron', icon: ShieldCheck, pattern: 0 },
  },
  {
    id: 'export-incentives-worth-knowing',
    category: 'Export Management',
    title: 'Export Incentives Worth Knowing: RoDTEP, Drawback and Advance Authorisation',
    excerpt:
      'India refunds many of the taxes and duties built into export prices. How the main schemes work, and how to claim them.',
    content: [
      'Indian exporters compete on price with suppliers from around the world, so the government tries to make sure that domestic taxes are not exported along with the goods. Several schemes refund or remit these costs, but many MSMEs leave money on the table simply because nobody in the company keeps track of them.',
      'The Remission of Duties and Taxes on Export Products (RoDTEP) scheme returns central, state and local levies that are built into the price and not credited in any other way, such as duty on the fuel used in transport. The rate depends on the product’s tariff line and is claimed in the shipping bill; the credit arrives as a transferable e-scrip that can be used to pay customs duty or sold.',
      'Duty drawback refunds the customs duty paid on imported inputs used in export products, at all-industry rates notified by the government or at a brand rate fixed for your product. If you import raw material, the Advance Authorisation scheme goes further: it allows duty-free import of inputs that go into the export product, against an obligation to export.',
      'Benefits change with each Foreign Trade Policy and each budget, so review them at least once a year with your customs broker or a consultant. A short review of your main export products often uncovers missed claims that go straight to your margin.',
    ],
    readTime: '6 min read',
    publishDate: '2026-09-30',
    image: { palette: 'sky', icon: BadgePercent, pattern: 2 },
  },
];
