/** What the GST returns page says when something is missing or fails. */
export const GST_MESSAGES = {
  loadFailed: 'The GST return could not be loaded.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  noDocuments: 'No invoices or credit notes were issued in this month.',
} as const;
