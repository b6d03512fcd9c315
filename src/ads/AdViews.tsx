'use client';
import { useTranslate } from '../i18n/useTranslate';
import { useDocsConfig } from '../preferences/DocsConfigProvider';
import { pathInLanguage } from '../routing/language';
import { sendAdEvent } from './events';
import type { ReactNode } from 'react';
import type { FeedAd } from './feed';
import { IN_HOUSE_ADS } from './inHouseAds';
import { pickInHouseAd } from './selection';
import styles from './Ad.module.css';

/**
 * An ad's text: its title, its description and its credit, each on its own line and clamped (Ad.module.css), so that
 * no ad grows the slot past its reserved height.
 */
function AdCopy({ title, description, credit }: { title: string; description: string; credit: ReactNode }) {
  return (
    <span className={styles.copy}>
      <strong className={styles.title}>{title}</strong> <span className={styles.description}>{description}</span>
      {credit}
    </span>
  );
}

/** One of our own promotions, the one `pick` (a number in [0, 1) the slot drew) chooses. */
export function InHouseAdView({ pick, label }: { pick: number; label: string }) {
  const t = useTranslate();
  const ad = pickInHouseAd(IN_HOUSE_ADS, pick);
  const { language } = useDocsConfig();
  const internal = ad.link.startsWith('/');
  return (
    <a
      className={styles.ad}
      href={internal ? pathInLanguage(ad.link, language) : ad.link}
      {...(!internal && { target: '_blank', rel: 'noopener' })}
      data-ad={ad.name}
      onClick={() => sendAdEvent('click', label)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG, no optimisation needed */}
      <img className={styles.image} src={ad.img} alt="" width={130} height={100} />
      <AdCopy
        title={t(`ads.inHouse.${ad.name}.title`)}
        description={t(`ads.inHouse.${ad.name}.description`)}
        credit={<span className={styles.poweredBy}>{t('ads.by', { name: ad.poweredby })}</span>}
      />
    </a>
  );
}

/** Shown to some ad-blocked readers instead of an in-house ad. */
export function AdPleaView({ label }: { label: string }) {
  const t = useTranslate();
  return (
    <div className={styles.ad} data-ad="plea">
      <AdCopy
        title={t('ads.pleaTitle')}
        description={t('ads.plea')}
        credit={
          <a className={styles.poweredBy} href="https://mui.com/about/" onClick={() => sendAdEvent('click', label)}>
            {t('ads.why')}
          </a>
        }
      />
    </div>
  );
}

/** An ad from the network's feed: text as text, links and images already checked by the feed parser. */
export function FeedAdView({ ad, label }: { ad: FeedAd; label: string }) {
  const t = useTranslate();
  const via = new URL(ad.statlink).hostname;
  return (
    <>
      <a
        className={styles.ad}
        href={ad.statlink}
        target="_blank"
        rel="noopener sponsored"
        data-ad="feed"
        onClick={() => sendAdEvent('click', label)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a third-party ad image, served as is */}
        {ad.image && <img className={styles.image} src={ad.image} alt="" width={130} height={100} />}
        <AdCopy
          title={ad.company}
          description={ad.description}
          credit={<span className={styles.poweredBy}>{t('ads.via', { host: via })}</span>}
        />
      </a>
      {/* Impression and tracking pixels. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a tracking pixel */}
      {ad.statimp && <img src={ad.statimp} alt="" hidden data-ad-pixel />}
      {ad.pixels.map((pixel) => (
        // eslint-disable-next-line @next/next/no-img-element -- a tracking pixel
        <img key={pixel} src={pixel} alt="" hidden data-ad-pixel />
      ))}
    </>
  );
}
