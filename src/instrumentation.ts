/**
 * Runs once when a Next server starts: lets the compression middleware see Route Handlers' responses (see
 * site/routeHandlerCompression.ts), and opens the feedback store, which applies its migrations.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { compressRouteHandlerResponses } = await import('./site/routeHandlerCompression');
  compressRouteHandlerResponses();
  const { openFeedbackStoreAtStart } = await import('./feedback/instance');
  await openFeedbackStoreAtStart();
}
