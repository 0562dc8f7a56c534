import { Building, Globe, Landmark } from 'lucide-react';
import type { Article } from '../article-types';

export const MARKET_EXPANSION_ARTICLES: readonly Article[] = [
  {
    id: 'selling-to-government-on-gem',
    category: 'Market Expansion',
    title: 'Selling to the Government Through GeM',
    excerpt:
      'The Government e-Marketplace has opened public procurement to small businesses. How MSMEs can register, list and win orders.',
    content: [
      'Government departments and public sector undertakings are among the largest buyers in India, and the Government e-Marketplace (GeM) has made it far easier for small businesses to sell to them. Buyers place orders online, and sellers compete on a transparent platform rather than through personal contacts.',
      'Registration is straightforward. You need your PAN, Udyam registration, GST details and bank account, and you list your products or services in the right categories with specifications, prices and delivery terms. Keep the catalogue accurate: buyers compare offers side by side, and specifications that do not match lead to rejected orders.',
      'Public procurement rules favour small enterprises. Under the Public Procurement Policy for Micro and Small Enterprises, central ministries and public sector undertakings are expected to buy at least a quarter of their annual purchases from micro and small enterprises, and registered MSEs are generally exempt from paying earnest money deposits on tenders.',
      'Win the first orders by pricing sharply in categories where you have a clear advantage, delivering on time and keeping your ratings high. Orders and payments are tracked on the platform, and a good record of completed orders helps you qualify for larger bids over time.',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-15',
    image: { palette: 'indigo', icon: Landmark, pattern: 2 },
  },
  {
    id: 'choosing-a-distributor-abroad',
    category: 'Market Expansion',
    title: 'Choosing the Right Distributor in a New Country',
    excerpt:
      'A good distributor can build your brand in a new market; a poor one can lock you out for years. What to check before you sign.',
    content: [
      'For most MSMEs, a distributor is the quickest way into a new export market: they know the buyers, hold stock locally and handle customs clearance and after-sales service. But a distribution agreement is a long-term commitment, and an inactive partner with exclusive rights can block your growth in that country for years.',
      'Start with the fundamentals: how long they have been in business, which product lines they already carry and whether any compete with yours, the size of their sales team and their coverage of the regions that matter. Ask for references from two or three brands they represent, and speak to them.',
      'Negotiate the agreement carefully. Link exclusivity to minimum annual purchases, set a reasonable first term with a review, spell out who handles marketing, product registration and warranty claims, and agree how the relationship can end. Choose the governing law and the forum for disputes before there is a dispute.',
      'Once you have signed, invest in the relationship. Train the distributor’s sales team, visit the market at least once a year, agree a joint plan with quarterly targets and review the numbers together. Distributors give their best effort to the brands that support them.',
    ],
    readTime: '6 min read',
    publishDate: '2026-10-06',
    image: { palette: 'violet', icon: Globe, pattern: 0 },
  },
  {
    id: 'tier-two-cities-growth',
    category: 'Market Expansion',
    title: 'Why India’s Tier 2 Cities Are the Next Growth Market',
    excerpt:
      'Rising incomes, better connections and new industrial estates are turning cities such as Rajkot, Udaipur and Indore into serious markets.',
    content: [
      'For decades, businesses focused their sales effort on the metros. That is changing. Tier 2 cities such as Surat, Rajkot, Indore, Coimbatore and Udaipur are growing fast, helped by new airports, expressways and industrial estates, and by a generation of entrepreneurs who prefer to build their businesses at home.',
      'For producers, these cities offer new customers with less competition, and often more loyalty, than crowded metro markets. For service providers, they are home to thousands of MSMEs that need accounting, legal, IT and marketing support but have traditionally relied on a handful of local firms.',
      'Winning in these markets takes a local approach. Prices must reflect local purchasing power, sales conversations often happen in Gujarati, Marathi, Tamil or Hindi rather than English, and trust is built through references and personal relationships. A local partner or an industry association is often the fastest way in.',
      'Start with one or two cities where your product already has some buyers, find out why they chose you, and repeat that in the neighbouring cities. A network that spans several cities, such as the club’s, helps you find the first introductions and the right local partners.',
    ],
    readTime: '5 min read',
    publishDate: '2026-08-25',
    image: { palette: 'sky', icon: Building, pattern: 1 },
  },
];
