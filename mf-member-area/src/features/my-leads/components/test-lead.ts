import type { Lead } from '@club/contract/leads';

/** A lead of another company, open, as the API answers it (component tests). */
export const TEST_LEAD: Lead = {
  id: '7b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
  title: 'Brass gate valves wanted',
  brief: 'DN50, ISI marked',
  description: '500 pieces delivered to Vadodara.',
  categoryId: 1,
  subcategoryId: 12,
  location: 'Vadodara, Gujarat',
  email: 'buying@example.in',
  phone: '+91 98765 43210',
  images: [],
  companyId: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  company: {
    id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    name: 'Narmada Valves',
    profileImageUrl: null,
    gstVerified: false,
  },
  category: { id: 1, name: 'Producers' },
  subcategory: { id: 12, name: 'Metals & Machinery' },
  type: 'producer',
  createdAt: '2026-11-20T10:00:00.000Z',
  isSaved: false,
  state: 'open',
  expiresAt: '2026-12-20T10:00:00.000Z',
  closedAt: null,
  respondedAt: null,
  responseCount: 0,
  business: null,
};
