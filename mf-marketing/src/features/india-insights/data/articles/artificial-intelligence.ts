import { BrainCircuit, ChartLine } from 'lucide-react';
import type { Article } from '../article-types';

export const ARTIFICIAL_INTELLIGENCE_ARTICLES: readonly Article[] = [
  {
    id: 'first-steps-with-ai',
    category: 'Artificial Intelligence',
    title: 'Practical First Steps with AI for Small Manufacturers',
    excerpt:
      'You do not need a data science team to benefit from AI. Five low-cost uses that pay off in months, not years.',
    content: [
      'Artificial intelligence is often presented as something only large companies can afford. In reality, many useful applications now come built into tools that small businesses already use, or cost less each month than a junior employee. The trick is to start with a specific, repetitive problem rather than a grand strategy.',
      'Good first projects include reading supplier invoices and purchase orders into your accounting system, drafting replies to routine customer enquiries in several languages, summarising long tender documents, forecasting demand for your fastest-moving products from past sales, and checking product photographs for visible defects on the line.',
      'Each of these saves hours of manual work every week, and each can be tried on a small scale within a few weeks. Measure the time spent before and after, and keep a person in the loop to review the results until you trust them.',
      'Two cautions. First, be careful with confidential data: read the terms of any AI service, do not paste customer or pricing information into free public tools, and follow the Digital Personal Data Protection Act, 2023 for personal data. Second, AI is only as good as the data it learns from, so clean, consistent records in your ERP or spreadsheets are the best preparation you can make.',
    ],
    readTime: '5 min read',
    publishDate: '2026-11-20',
    image: { palette: 'violet', icon: BrainCircuit, pattern: 1 },
  },
  {
    id: 'demand-forecasting-with-machine-learning',
    category: 'Artificial Intelligence',
    title: 'Better Demand Forecasts with Machine Learning',
    excerpt:
      'How even a small manufacturer or distributor can use its own sales history to plan production and purchasing more accurately.',
    content: [
      'Most MSMEs plan production from last month’s sales and the owner’s instinct. That works in stable times, but festivals, monsoon swings and sudden bulk orders make demand hard to read, which leads to shortages of popular items and piles of slow movers.',
      'Machine learning models can learn these patterns from your own history. With two or three years of sales by product and by week, a forecasting model can pick up seasonality such as the Diwali peak, underlying trends and the effect of promotions, and it improves as new data arrives. Weather, price changes or regional holidays can be added as extra signals.',
      'You do not have to build the model yourself. Many ERP and inventory tools now include forecasting features, and a consultant can set up an open-source model on your data within a few weeks. What matters more is the discipline around it: clean product codes, a monthly forecast review and a clear owner for the numbers.',
      'Start with your top twenty products, compare the model’s forecast with your current method for three months, and measure the forecast error. Even a modest gain in accuracy reduces both shortages and excess stock, which shows up directly in working capital and in customer satisfaction.',
    ],
    readTime: '5 min read',
    publishDate: '2026-10-01',
    image: { palette: 'sky', icon: ChartLine, pattern: 0 },
  },
];
