import { describe, expect, it } from 'vitest';
import { readFeedbackConfig } from './config';
import { parseFilter } from './filters';

describe('parseFilter', () => {
  it('reads a page and a date or instant', () => {
    expect(parseFilter({ page: '/x/react-charts/', since: '2026-01-31' })).toEqual({
      ok: true,
      value: { pathname: '/x/react-charts/', since: new Date('2026-01-31T00:00:00Z') },
    });
    expect(parseFilter({ page: '/x/react-charts', since: '2026-01-31T10:20:30+02:00' })).toEqual({
      ok: true,
      value: { pathname: '/x/react-charts/', since: new Date('2026-01-31T08:20:30Z') },
    });
    expect(parseFilter({ page: null, since: '' })).toEqual({ ok: true, value: {} });
  });

  it('names the filter that is wrong', () => {
    for (const since of ['yesterday', '2026-13-45', '31/01/2026', '1700000000']) {
      expect(parseFilter({ since }), since).toMatchObject({ ok: false, error: { field: 'since' } });
    }
    expect(parseFilter({ page: 'x/react-charts' })).toMatchObject({ ok: false, error: { field: 'page' } });
  });
});

describe('readFeedbackConfig', () => {
  it('has defaults: SQLite in .data, no admin token, 20 per minute per address', () => {
    expect(readFeedbackConfig({}, '/srv/docs')).toEqual({
      dataDir: '/srv/docs/.data',
      databaseUrl: undefined,
      adminToken: undefined,
      rateLimit: 20,
      globalRateLimit: 600,
      trustedProxies: 0,
      allowedOrigins: [],
    });
  });

  it('reads every variable', () => {
    const config = readFeedbackConfig(
      {
        FEEDBACK_DATA_DIR: '/var/lib/docs',
        DATABASE_URL: 'postgresql://db/feedback',
        FEEDBACK_ADMIN_TOKEN: ' s3cret ',
        FEEDBACK_RATE_LIMIT: '5',
        FEEDBACK_RATE_LIMIT_GLOBAL: '100',
        FEEDBACK_TRUSTED_PROXIES: '1',
        FEEDBACK_ALLOWED_ORIGINS: 'https://docs.example.com/, https://mirror.example.com',
        NEXT_PUBLIC_SITE_ORIGIN: 'https://mui.com',
      },
      '/srv/docs',
    );
    expect(config).toEqual({
      dataDir: '/var/lib/docs',
      databaseUrl: 'postgresql://db/feedback',
      adminToken: 's3cret',
      rateLimit: 5,
      globalRateLimit: 100,
      trustedProxies: 1,
      allowedOrigins: ['https://docs.example.com', 'https://mirror.example.com', 'https://mui.com'],
    });
  });

  it('treats blank variables as unset and refuses nonsense limits', () => {
    expect(readFeedbackConfig({ DATABASE_URL: ' ', FEEDBACK_ADMIN_TOKEN: '' }, '/a')).toMatchObject({
      databaseUrl: undefined,
      adminToken: undefined,
    });
    expect(() => readFeedbackConfig({ FEEDBACK_RATE_LIMIT: '0' }, '/a')).toThrow('FEEDBACK_RATE_LIMIT');
    expect(() => readFeedbackConfig({ FEEDBACK_RATE_LIMIT: 'lots' }, '/a')).toThrow('FEEDBACK_RATE_LIMIT');
  });
});
