'use client';
import { useEffect, useState } from 'react';
import { AD_CONFIG, AD_LIMITS } from '../site/ads';
import { AdBoundary } from './AdBoundary';
import { FeedAdView } from './AdViews';
import { scheduleDisplayEvent } from './events';
import { fetchFeedAd, type FeedAd } from './feed';
import { random } from './random';
import { isCrawler } from './selection';
import styles from './Ad.module.css';

const LABEL = 'feed-inline';
let pageFeed: Promise<FeedAd | null> | undefined;

/** The network's feed, fetched once per page. */
function feedAd(): Promise<FeedAd | null> {
  pageFeed ??= fetchFeedAd(AD_CONFIG.feedUrl, AD_LIMITS.feedMaxAttempts);
  return pageFeed;
}

/** An ad from the network's feed under a demo whose code is open; nothing when the feed has none. */
export function InlineAd() {
  const [ad, setAd] = useState<FeedAd | null>(null);

  useEffect(() => {
    if (!AD_CONFIG.enabled || isCrawler(navigator.userAgent)) return undefined;
    let cancelled = false;
    void feedAd().then((result) => !cancelled && setAd(result));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => (ad ? scheduleDisplayEvent(LABEL, random) : undefined), [ad]);

  if (!ad) return null;
  return (
    <AdBoundary label={LABEL}>
      <div className={styles.inline} data-ad-slot="inline">
        <FeedAdView ad={ad} label={LABEL} />
      </div>
    </AdBoundary>
  );
}
