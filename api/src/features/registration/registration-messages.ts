/** What the API tells a visitor whose registration cannot go ahead. */
export const REGISTRATION_MESSAGES = {
  mobileTaken: 'An account with this mobile number already exists. Please sign in.',
  unknownCategory: 'Choose a category',
  subcategoryOfOtherCategory: 'Choose a subcategory of the chosen category',
  unknownState: 'Choose a state',
} as const;
