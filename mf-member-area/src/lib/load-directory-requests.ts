/** Lets the browser handle input and paint before the next step (a task of its own). */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The directory's requests, for the public directory's first page of members.
 * They bring the schema library, the contract's schemas and the API client:
 * evaluated in one go that is a few hundred milliseconds on a slow phone,
 * just after the page has appeared. Imported a part at a time, each part is
 * evaluated in a task of its own, with the main thread free in between.
 */
export async function loadDirectoryRequests() {
  await import('@club/contract/common');
  await yieldToMain();
  await import('@club/contract/companies');
  await yieldToMain();
  await import('@club/platform/api/api-client');
  await yieldToMain();
  return import('@/lib/directory-requests');
}
