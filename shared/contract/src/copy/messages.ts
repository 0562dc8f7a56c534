/**
 * What the site says when something succeeds or fails: the product's error
 * catalogue, copied exactly. Components show these; tests assert them.
 * Validation messages live with their rules in the contract.
 */
export const MESSAGES = {
  signIn: {
    requestFailed: 'Failed to send OTP',
    verifyFailed: 'Invalid OTP',
  },
  registration: {
    failed: 'Registration failed',
    verifyFailed: 'OTP verification failed',
    userDataFailed: 'Failed to get user data. Please try again.',
    dataMissing: 'Registration data not found. Please register again.',
    noCompany:
      'You need to have a registered company to purchase a membership. Please register below.',
  },
  payment: {
    startFailed: 'Failed to process payment',
    verifyFailed: 'Payment verification failed. Please contact support.',
    success: 'Payment successful! Welcome to the club!',
    autoLoginFailed: 'Payment successful but auto-login failed. Please login manually.',
    description: 'Membership Payment',
  },
  converter: {
    rateMissing: 'Currency conversion failed',
    networkError: 'Error: Unable to fetch exchange rates',
  },
  news: {
    publicLoadFailed: 'Failed to fetch news',
    adminLoadFailed: 'Failed to load news. Please try again.',
    saveFailed: 'Failed to save news. Please try again.',
    deleteFailed: 'Failed to delete news. Please try again.',
    uploadFailed: 'Failed to upload image',
    editNotSupported: 'Editing is not supported. Please delete and create a new news item instead.',
    deleteConfirm: 'Are you sure you want to delete this news item?',
  },
  profile: {
    loadFailed: 'Failed to load profile data',
    tooManyRequests: 'Too many requests. Please wait a moment and refresh the page.',
    saveFailed: 'Failed to update profile. Please try again.',
    saveSucceeded: 'Profile updated successfully!',
    uploadFailed: 'Failed to upload image. Please try again.',
    uploadForbidden:
      'Image upload is temporarily unavailable due to server configuration. Please contact support.',
    uploadNetworkError: 'Network error during upload',
    uploadTimeout: 'Upload timeout',
    uploadSucceeded: 'Profile image uploaded successfully!',
  },
  members: {
    errorHeading: 'Error Loading Members',
    loadFailed: 'Failed to load members',
    noneFound: 'No members found',
    noneYet: 'No members yet',
    adjustFilters: 'Try adjusting your filters to find members.',
    checkBackSoon: 'Check back soon as our community grows.',
    companyNameFallback: 'Company Name Not Available',
    notSpecified: 'Not specified',
    companyNotFound: 'Member not found',
    companyNotFoundText:
      'This company is not a listed member of the club. It may have left, or the link may be wrong.',
    companyLoadFailed: 'Failed to load this member',
    contactsForMembers: 'Contact details are shown to members with an active membership.',
  },
  leads: {
    loading: 'Loading leads...',
    noneFound: 'No leads found',
    emptyBrowse: 'No leads are available at the moment. Be the first to create a lead!',
    emptySaved:
      "You haven't saved any leads yet. Browse leads and save the ones that interest you.",
    emptyMine:
      "You haven't posted any leads yet. Create your first lead to start getting inquiries.",
    emptyResponses:
      "You haven't responded to any leads yet. Open a lead and choose I'm interested to reach its poster; leads your company wins appear here too.",
    saveErrorPrefix: 'Error saving lead: ',
    closeSucceeded: 'The lead is closed. It stays in My Leads with its outcome.',
    deleteErrorPrefix: 'Error deleting lead: ',
    deleteSucceeded: 'Lead deleted successfully!',
    createErrorPrefix: 'Error creating lead: ',
    createSucceeded: 'Lead created successfully!',
    noSubcategory:
      'You cannot create leads without a valid registered subcategory. Please contact support.',
    deleteConfirm: (title: string) =>
      `Are you sure you want to delete the lead "${title}"? This action cannot be undone.`,
  },
  contact: {
    thanks: 'Thank you for your message! We will get back to you soon.',
  },
  inquiry: {
    replyPromise: "We'll get back to you within 24 hours",
  },
  notFound: 'Page Not Found',
  remoteUnavailable: 'This section is temporarily unavailable',
} as const;
