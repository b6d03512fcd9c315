/**
 * The process-wide feedback store, opened once from the environment. Kept on
 * `globalThis` because Next bundles the instrumentation hook and the route
 * separately: both must share one connection.
 */
import { readFeedbackConfig, type FeedbackConfig } from './config';
import { lazyStore, openFeedbackStore, sqliteFile } from './store/open';
import type { FeedbackStore } from './store/types';

interface Instance {
  readonly config: FeedbackConfig;
  readonly getStore: () => Promise<FeedbackStore>;
}

const KEY = Symbol.for('mui-x-docs.feedback');
const scope = globalThis as typeof globalThis & { [KEY]?: Instance };

function instance(): Instance {
  if (scope[KEY] === undefined) {
    const config = readFeedbackConfig(process.env, process.cwd());
    scope[KEY] = { config, getStore: lazyStore(() => openFeedbackStore(config)) };
  }
  return scope[KEY];
}

export const feedbackConfig = (): FeedbackConfig => instance().config;
export const getFeedbackStore = (): Promise<FeedbackStore> => instance().getStore();

/** Opens the store when the server starts, which applies the migrations; a failure is logged, not fatal. */
export async function openFeedbackStoreAtStart(): Promise<void> {
  try {
    const config = feedbackConfig();
    const store = await getFeedbackStore();
    const where = store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite at ${sqliteFile(config.dataDir)}`;
    console.log(`Feedback store: ${where}, schema version ${await store.schemaVersion()}.`);
  } catch (error) {
    console.error(
      `Feedback store unavailable at start (submissions answer 503 until it is): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
