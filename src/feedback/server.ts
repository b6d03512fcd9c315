import 'server-only';
import { sitePages } from '../content/pages.server';
import { LANGUAGES } from '../site/languages';
import { feedbackConfig, getFeedbackStore } from './instance';
import { pageChecker } from './pages';
import { createRateLimiter } from './rateLimit';
import { createFeedbackService, type FeedbackService } from './service';

const MINUTE_MS = 60_000;
let service: FeedbackService | undefined;

/** The feedback API of this server: the written pages, the configured store and limits. */
export function feedbackService(): FeedbackService {
  if (service === undefined) {
    const config = feedbackConfig();
    service = createFeedbackService({
      getStore: getFeedbackStore,
      rules: { isPage: pageChecker(sitePages), languages: LANGUAGES },
      perAddressLimiter: createRateLimiter({ capacity: config.rateLimit, windowMs: MINUTE_MS }),
      globalLimiter: createRateLimiter({ capacity: config.globalRateLimit, windowMs: MINUTE_MS }),
      trustedProxies: config.trustedProxies,
      allowedOrigins: config.allowedOrigins,
      adminToken: config.adminToken,
    });
  }
  return service;
}
