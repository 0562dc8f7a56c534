// Async boundary: the federation runtime sets up shared modules before the harness runs.
import('./harness/bootstrap').catch((error: unknown) => {
  console.error('The standalone harness could not start', error);
});
