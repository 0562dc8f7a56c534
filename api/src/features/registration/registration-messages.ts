/** What the API tells a visitor whose registration cannot go ahead. */
export const REGISTRATION_MESSAGES = {
  unknownCategory: 'Please choose a category',
  subcategoryOfOtherCategory: 'Please choose a subcategory of the chosen category',
  unknownState: 'Please choose a state',
} as const;
