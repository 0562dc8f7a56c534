import { Boxes, Brush, Gauge } from 'lucide-react';
import type { Article } from '../article-types';

export const OPERATIONS_MANAGEMENT_ARTICLES: readonly Article[] = [
  {
    id: 'oee-for-small-plants',
    category: 'Operations Management',
    title: 'OEE Explained for Small Plants',
    excerpt:
      'Overall equipment effectiveness shows how much of your machines’ capacity you really use. How to measure it with pen and paper.',
    content: [
      'Ask a plant owner how busy the machines are and the answer is usually “fully loaded”. Measure overall equipment effectiveness (OEE) and the picture often changes: many small plants turn less than half of their available machine time into good parts.',
      'OEE multiplies three factors. Availability is the share of planned time the machine actually runs, after breakdowns and changeovers. Performance compares its actual speed with its ideal speed. Quality is the share of good parts in everything produced. A machine that runs 80% of the time, at 90% of its ideal speed, with 95% good parts, has an OEE of about 68%.',
      'You do not need software to start. A simple sheet at each critical machine, on which operators record stoppages and their reasons, output and rejects every shift, gives you enough data within two weeks. Add up the losses by cause and you will usually find that two or three reasons account for most of the lost time.',
      'Tackle those first: a standard changeover procedure, a daily cleaning and lubrication routine, a quick fix for a frequent jam. Raising OEE from 50% to 65% gives you almost a third more output from the same machines, without buying new ones.',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-06',
    image: { palette: 'sky', icon: Gauge, pattern: 0 },
  },
  {
    id: 'freeing-cash-in-inventory',
    category: 'Operations Management',
    title: 'Freeing Cash Locked in Inventory',
    excerpt:
      'Raw material, work in progress and finished goods often hold more of an MSME’s cash than its bank account. Practical ways to release it.',
    content: [
      'For many Indian manufacturers, inventory is the largest use of working capital after receivables. Stock piles up for understandable reasons, such as bulk discounts, unreliable suppliers and the fear of missing an order, but every extra week of inventory is cash that could pay suppliers, salaries or interest.',
      'Start by classifying your items. An ABC analysis ranks materials by their annual consumption value, and typically a small share of the items accounts for most of the value. Control those A items tightly, with frequent orders and weekly reviews, and keep simpler rules for the many low-value C items.',
      'Then look at work in progress. Large batches and unbalanced lines leave half-finished parts waiting between machines. Smaller batches, a fixed sequence and a limit on how much may wait in front of each bottleneck shorten the time from raw material to dispatch, and customers notice the faster deliveries.',
      'Finally, share forecasts with your key suppliers and agree on reorder levels and lead times. Reliable suppliers let you hold less safety stock. Measured in days of inventory, even a ten-day reduction can release a meaningful amount of cash for a growing business.',
    ],
    readTime: '5 min read',
    publishDate: '2026-10-14',
    image: { palette: 'saffron', icon: Boxes, pattern: 1 },
  },
  {
    id: 'five-s-on-the-shop-floor',
    category: 'Operations Management',
    title: '5S: The Simplest Way to a Safer, Faster Shop Floor',
    excerpt:
      'Sort, set in order, shine, standardise and sustain: why this Japanese method pays off quickly in Indian factories.',
    content: [
      'Walk into a cluttered workshop and you can see the cost: operators searching for tools, parts stored in the aisles, oil on the floor. 5S is a simple method, developed in Japanese factories, for creating a workplace where everything has a place and problems are visible at a glance.',
      'The five steps are Sort, removing everything that is not needed; Set in order, giving every tool and material a marked place; Shine, cleaning and inspecting at the same time; Standardise, writing down how the area should look; and Sustain, auditing regularly so that the habits stick.',
      'The benefits go beyond tidiness. Operators spend less time searching, leaks and loose parts are spotted during cleaning before they cause breakdowns, and a clear floor is a safer floor. For suppliers to large customers, a well-kept plant also makes a strong impression during audits.',
      'Start with one area rather than the whole plant, take before-and-after photographs, and let the team that works there lead the change. A short weekly audit with a simple score keeps up the momentum, and the first area becomes the model for the rest of the factory.',
    ],
    readTime: '4 min read',
    publishDate: '2026-09-08',
    image: { palette: 'emerald', icon: Brush, pattern: 2 },
  },
];
