import { ClipboardList, Wallet } from 'lucide-react';
import type { Article } from '../article-types';

export const BUSINESS_PROCESSES_ARTICLES: readonly Article[] = [
  {
    id: 'msme-supplier-payment-rights',
    category: 'Business Processes',
    title: 'Getting Paid on Time: Your Rights as an MSME Supplier',
    excerpt:
      'Indian law gives micro and small suppliers strong rights to timely payment. How to put them to work in your receivables process.',
    content: [
      'Late payment is one of the biggest problems for small suppliers in India. The Micro, Small and Medium Enterprises Development Act, 2006 addresses it directly: a buyer must pay a micro or small supplier within the agreed period, which cannot exceed 45 days from the day the goods or services are accepted, or within 15 days where there is no written agreement.',
      'If the buyer pays late, the Act entitles the supplier to compound interest at three times the bank rate notified by the Reserve Bank of India. Since 2023, income-tax law has also allowed buyers to deduct what they owe a micro or small enterprise only once it is actually paid within that time, which gives larger buyers a strong reason to pay on time.',
      'To use these rights, register on the Udyam portal and quote your Udyam number on quotations and invoices, state the payment terms clearly in every purchase order you accept, and keep proof of delivery and acceptance. Buyers need to know your status to classify what they owe you correctly.',
      'When a payment is overdue, a polite reminder that cites the Act often works. If it does not, you can file a case online with your state’s Micro and Small Enterprises Facilitation Council through the MSME Samadhaan portal, which first tries conciliation and then arbitration. For regular buyers, invoice discounting on a TReDS platform can turn receivables into cash within days.',
    ],
    readTime: '6 min read',
    publishDate: '2026-11-02',
    image: { palette: 'rose', icon: Wallet, pattern: 2 },
  },
  {
    id: 'sops-your-team-will-use',
    category: 'Business Processes',
    title: 'Writing SOPs Your Team Will Actually Use',
    excerpt:
      'Standard operating procedures turn an owner’s know-how into a business that runs without them. How to write ones people follow.',
    content: [
      'In many family-run businesses, the way things are done lives in the heads of a few experienced people. That works until one of them is on leave, or the company grows beyond what they can supervise. Standard operating procedures (SOPs) capture that know-how, so that work is done the same way every time.',
      'Good SOPs are short and practical. Describe one task per document, write in the language the team uses every day, and use numbered steps, photographs and checklists rather than long paragraphs. Name the role responsible, and say what to do when something goes wrong.',
      'Write them with the people who do the work, not for them. Ask an experienced operator or clerk to walk through the task while someone notes each step, then test the draft with a newer colleague. Wherever they hesitate, the SOP is unclear.',
      'Keep SOPs where the work happens, as a laminated sheet at the machine or a shared folder on the office computer, and review them whenever the process changes. Well-kept procedures also make certifications such as ISO 9001 much easier, because most of the documentation already exists.',
    ],
    readTime: '4 min read',
    publishDate: '2026-09-22',
    image: { palette: 'indigo', icon: ClipboardList, pattern: 0 },
  },
];
