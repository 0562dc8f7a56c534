import {
  REFERENCE_CATEGORIES,
  REFERENCE_STATES,
  REFERENCE_SUBCATEGORIES,
} from '@club/contract/reference-data';
import { referenceNameId } from '@club/contract/reference-names';
import en from './reference-names/locales/en.json';
import gu from './reference-names/locales/gu.json';

describe('the reference lists’ names in each language', () => {
  it('names every row the API is seeded with, in English as the lists do', () => {
    const expected: Record<string, string> = {};
    for (const row of REFERENCE_CATEGORIES)
      expected[`reference.category.${String(row.id)}`] = row.name;
    for (const row of REFERENCE_SUBCATEGORIES)
      expected[`reference.subcategory.${String(row.id)}`] = row.name;
    for (const row of REFERENCE_STATES) expected[`reference.state.${String(row.id)}`] = row.name;
    expect(en).toEqual(expected);
  });

  it('finds a row by its id and English name, or by the name alone', () => {
    expect(referenceNameId('state', { id: 11, name: 'Gujarat' })).toBe('reference.state.11');
    expect(referenceNameId('state', 'Gujarat')).toBe('reference.state.11');
    expect(gu['reference.state.11']).toBe('ગુજરાત');
    // 'Printing & Packaging' is a subcategory of both categories, named alike in every language.
    const printing = referenceNameId('subcategory', 'Printing & Packaging');
    expect(printing).toBeDefined();
    expect(gu[printing as keyof typeof gu]).toBe('પ્રિન્ટિંગ અને પેકેજિંગ');
  });

  it('finds no translation for a row renamed or added since the lists were written', () => {
    expect(referenceNameId('state', { id: 11, name: 'Gujarat State' })).toBeUndefined();
    expect(referenceNameId('state', { id: 99, name: 'New Territory' })).toBeUndefined();
    expect(referenceNameId('subcategory', 'Drones')).toBeUndefined();
    // A state's name is not a subcategory's.
    expect(referenceNameId('subcategory', 'Gujarat')).toBeUndefined();
  });
});
