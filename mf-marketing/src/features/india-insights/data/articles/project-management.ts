import { CalendarCheck, HardHat, Landmark } from 'lucide-react';
import type { Article } from '../article-types';

export const PROJECT_MANAGEMENT_ARTICLES: readonly Article[] = [
  {
    id: 'plant-expansion-without-overruns',
    category: 'Project Management',
    title: 'Expanding Your Plant Without Cost and Time Overruns',
    excerpt:
      'Most factory expansions in India run late and over budget for the same handful of reasons. Here is how to avoid them.',
    content: [
      'Adding a new line or a second plant is one of the biggest decisions an MSME owner makes, and often one of the most stressful. Delays in approvals, late equipment and changes made halfway through construction can push a project months past its planned start, while interest on the term loan keeps running.',
      'The first defence is a clear scope. Before you place any order, freeze the product mix, the capacity, the layout and the utilities you need, and have them reviewed by someone who has built a similar plant. Every change made after civil work begins costs several times more than the same change made on paper.',
      'The second is a realistic schedule. List every approval, from the factory licence and building plan to the consent to establish from the state pollution control board, and put them on the critical path next to equipment lead times. Order long-lead items such as transformers, imported machines and special steel first.',
      'Finally, appoint one person who owns the project, even if it is not a full-time role, and hold a short weekly review with every contractor in the room. A simple tracker of tasks, owners and dates, updated every week, catches slippage while it can still be recovered.',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-12',
    image: { palette: 'indigo', icon: HardHat, pattern: 0 },
  },
  {
    id: 'setting-up-in-india',
    category: 'Project Management',
    title: 'Setting Up in India: Liaison Office, Branch or Subsidiary?',
    excerpt:
      'Foreign companies have three main ways to establish a presence in India. Each suits a different level of commitment.',
    content: [
      'Overseas companies that want to sell to, source from or manufacture in India usually choose between three structures: a liaison office, a branch office or a wholly owned subsidiary. The right choice depends on what you plan to do in India, how soon you want to earn revenue here, and how much you are ready to invest.',
      'A liaison office is the lightest option. It can represent the parent company, promote its products and act as a channel of communication, but it cannot earn income in India, and its expenses must be met with money sent from abroad. It is approved through an authorised dealer bank under the Reserve Bank of India’s rules and suits companies that are still exploring the market.',
      'A branch office may carry out certain permitted activities, such as export and import, consultancy and representing the parent, and it can earn income, but it generally may not manufacture. A wholly owned subsidiary, incorporated as an Indian company under the Companies Act, 2013, can carry on any business allowed by the FDI policy, including manufacturing, and in most sectors it needs no prior government approval.',
      'Whichever route you choose, plan for the full compliance calendar: annual filings, transfer pricing documents for dealings with the parent, GST registration in each state where you operate, and the reports on foreign investment to be filed with the Reserve Bank. A clear project plan, with a partner who knows the local authorities, keeps the set-up on schedule.',
    ],
    readTime: '7 min read',
    publishDate: '2026-10-20',
    image: { palette: 'violet', icon: Landmark, pattern: 1 },
  },
  {
    id: 'weekly-project-reviews',
    category: 'Project Management',
    title: 'Weekly Project Reviews That Actually Work',
    excerpt:
      'A thirty-minute review each week is the cheapest insurance a project can buy. A simple format that keeps everyone honest.',
    content: [
      'Many small companies run projects from the owner’s memory and a few WhatsApp groups. That works until two things slip at once. A short, disciplined weekly review gives everyone the same picture of the project and turns surprises into decisions taken in time.',
      'Keep the format fixed. Start with the milestones due in the next two weeks, then the ones that have slipped, then the risks and the decisions needed. Each item needs a named owner and a date: “the vendor will confirm” is not an owner. Keep the meeting to thirty minutes.',
      'Use one tracker, not several. A shared spreadsheet with the task, owner, planned date, forecast date and status is enough for most projects. The key column is the forecast date: when it moves past the planned date, the team sees the slip long before the customer does.',
      'Finally, close the loop. Send a one-page summary of decisions and actions after the meeting, and start the next review by checking them. Within a month the review becomes the place where problems surface early, which is exactly what it is for.',
    ],
    readTime: '4 min read',
    publishDate: '2026-09-15',
    image: { palette: 'emerald', icon: CalendarCheck, pattern: 2 },
  },
];
