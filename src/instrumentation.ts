/** Runs once when a Next server starts: opens the feedback store, which applies its migrations. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { openFeedbackStoreAtStart } = await import('./feedback/instance');
  await openFeedbackStoreAtStart();
}
