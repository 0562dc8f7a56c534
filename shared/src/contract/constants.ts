/**
 * Business constants and limits (section 9 of both specification documents).
 */
export const CLUB_NAME = 'BizBridge Club';

export const API_TIMEOUT_MS = 30_000;
export const IMAGE_UPLOAD_TIMEOUT_MS = 60_000;

export const CODE_LENGTH = 6;
export const COUNTRY_CODES = ['+91', '+1'] as const;
export const DEFAULT_COUNTRY_CODE = '+91';
export const DEFAULT_COUNTRY = 'India';

export const GST_RATE = 0.18;
export const PLAN_PRICES_INR = {
  Promoters: 100_000,
  Producers: 50_000,
  Providers: 50_000,
} as const;
export const AGREEMENT_TERM_MONTHS = 12;

export const NEWS_TITLE_MIN = 3;
export const NEWS_TITLE_MAX = 180;
export const NEWS_MAX_TAGS = 20;
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_TAGS = [
  'Manufacturing',
  'Technology',
  'Trade',
  'Sustainability',
  'Finance',
  'Healthcare',
  'Agriculture',
  'Education',
  'Business',
  'Innovation',
  'Policy',
  'Market',
  'Export',
  'Import',
  'Make in India',
  'Investment',
  'Foreign Investment',
  'Economy',
  'IT',
  'GCC',
] as const;

export const HERO_ROTATION_MS = 4_000;
export const HERO_FADE_MS = 500;
export const COMPANIES_CAROUSEL_MS = 4_000;
export const NEWS_SCROLL_PX_PER_FRAME = 0.5;
export const NEWS_GAP_PX = 24;
export const NEWS_REPEAT = 3;

export const CONVERTER_DEBOUNCE_MS = 500;
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'SEK',
  'NZD',
  'MXN',
  'SGD',
  'HKD',
  'NOK',
  'TRY',
  'ZAR',
  'BRL',
  'INR',
  'KRW',
  'PLN',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_FROM_CURRENCY: Currency = 'USD';
export const DEFAULT_TO_CURRENCY: Currency = 'INR';

export const REPLY_PROMISE_HOURS = 24;

export const MEET_MEMBERS_PAGE_SIZE = 5;
export const MEET_MEMBERS_LOAD_DELAY_MS = 800;
export const PUBLIC_DIRECTORY_PAGE_SIZE = 12;
export const PUBLIC_DIRECTORY_LOAD_DELAY_MS = 500;
export const ARTICLE_PAGE_SIZE = 7;

export const LEAD_MIN_IMAGES = 1;
export const LEAD_MAX_IMAGES = 3;
export const LEAD_TITLE_MAX = 140;
export const LEAD_BRIEF_MAX = 280;
export const LEAD_DESCRIPTION_MAX = 5_000;
export const LEAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const PROFILE_BRIEF_MAX = 280;
export const PROFILE_ABOUT_MAX = 5_000;
export const PAN_MAX = 10;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export const MOBILE_BREAKPOINT_PX = 768;
export const SCROLL_RESET_DELAYS_MS = [100, 300] as const;

/** Member tiers and their colours: alpha orange, beta blue, gamma green. */
export const MEMBER_TIERS = {
  Promoters: { tier: 'alpha', colorVar: '--color-alpha' },
  Producers: { tier: 'beta', colorVar: '--color-beta' },
  Providers: { tier: 'gamma', colorVar: '--color-gamma' },
} as const;
export type MembershipTypeName = keyof typeof MEMBER_TIERS;

export const CITY_POPULATIONS = {
  vadodara: '2.1M+',
  ahmedabad: '7.2M+',
  rajkot: '1.4M+',
  surat: '4.9M+',
  udaipur: '475K+',
  pune: '3.1M+',
} as const;
export type CitySlug = keyof typeof CITY_POPULATIONS;
