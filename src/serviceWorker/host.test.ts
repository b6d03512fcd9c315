import { describe, expect, it } from 'vitest';
import { isProductionHost } from './host';

describe('isProductionHost', () => {
  it('accepts the production host and its subdomains', () => {
    for (const host of ['mui.com', 'www.mui.com', 'v7.mui.com', 'MUI.com', 'mui.com.'])
      expect(isProductionHost(host, 'mui.com'), host).toBe(true);
  });

  it('rejects other hosts, lookalikes included', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      'mui.com.evil.io',
      'evilmui.com',
      'mui.co',
      'deploy-preview.netlify.app',
    ])
      expect(isProductionHost(host, 'mui.com'), host).toBe(false);
  });

  it('follows the configured host', () => {
    expect(isProductionHost('docs.example.org', 'example.org')).toBe(true);
    expect(isProductionHost('mui.com', 'example.org')).toBe(false);
  });
});
