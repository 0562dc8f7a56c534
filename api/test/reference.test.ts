import {
  categoriesResponseSchema,
  firmTypesResponseSchema,
  membershipTypesResponseSchema,
  revenueBandsResponseSchema,
  statesResponseSchema,
  subcategoriesResponseSchema,
} from '@club/contract/reference';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

describe('reference data', () => {
  it('lists all 36 states and union territories by name', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/states' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { items } = statesResponseSchema.parse(response.json());
    expect(items).toHaveLength(36);
    const names = items.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const name of [
      'Gujarat',
      'Maharashtra',
      'Karnataka',
      'Tamil Nadu',
      'Rajasthan',
      'Delhi',
      'Ladakh',
      'Puducherry',
    ]) {
      expect(names).toContain(name);
    }
    expect(items.find((state) => state.name === 'Gujarat')?.id).toBe(11);
  });

  it('lists the categories Producers and Providers', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/categories' });
    expect(categoriesResponseSchema.parse(response.json()).items).toEqual([
      { id: 1, name: 'Producers' },
      { id: 2, name: 'Providers' },
    ]);
  });

  it('lists the subcategories of one category', async () => {
    const { app } = await buildTestApp();
    const producers = subcategoriesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/subcategories?categoryId=1' })).json(),
    ).items;
    expect(producers).toHaveLength(17);
    expect(producers[0]).toEqual({ id: 1, name: 'Apparels & Accessories', categoryId: 1 });
    expect(producers.map((item) => item.name)).toContain('Food & Beverages');
    expect(producers.every((item) => item.categoryId === 1)).toBe(true);

    const providers = subcategoriesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/subcategories?categoryId=2' })).json(),
    ).items;
    expect(providers).toHaveLength(18);
    expect(providers[0]?.name).toBe('Legal Advisors');
    expect(providers.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Security Services', 'Printing & Packaging', 'Industrial Supplies']),
    );

    const unknown = await app.inject({ method: 'GET', url: '/subcategories?categoryId=99' });
    expect(unknown.json()).toEqual({ items: [] });
  });

  it('asks for the categoryId of subcategories', async () => {
    const { app } = await buildTestApp();
    const missing = await app.inject({ method: 'GET', url: '/subcategories' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(/^categoryId: /),
        field: 'categoryId',
      },
    });
    const wrong = await app.inject({ method: 'GET', url: '/subcategories?categoryId=abc' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('categoryId');
  });

  it('lists firm types and revenue bands in INR', async () => {
    const { app } = await buildTestApp();
    const firmTypes = firmTypesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/firm-types' })).json(),
    ).items;
    expect(firmTypes.map((item) => item.name)).toEqual([
      'Proprietorship',
      'Partnership',
      'LLP',
      'Private Limited',
      'Public Limited',
      'Other',
    ]);

    const bands = revenueBandsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/revenue-bands' })).json(),
    ).items;
    expect(bands).toHaveLength(6);
    expect(bands[0]).toEqual({ id: 1, label: 'Up to ₹1 Cr', minInr: 0, maxInr: 10_000_000 });
    expect(bands.at(-1)).toEqual({
      id: 6,
      label: 'Above ₹500 Cr',
      minInr: 5_000_000_000,
      maxInr: null,
    });
    bands.slice(1).forEach((band, index) => expect(band.minInr).toBe(bands[index]?.maxInr));
  });

  it('lists the membership types with prices before 18% GST', async () => {
    const { app } = await buildTestApp();
    const { items } = membershipTypesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/membership/types' })).json(),
    );
    expect(items).toEqual([
      { id: 1, name: 'Promoters', price: 100_000, currency: 'INR', gstPercent: 18, tier: 'alpha' },
      { id: 2, name: 'Producers', price: 50_000, currency: 'INR', gstPercent: 18, tier: 'beta' },
      { id: 3, name: 'Providers', price: 50_000, currency: 'INR', gstPercent: 18, tier: 'gamma' },
    ]);
  });
});
