import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { apiPageText } from './pageText';
import type { ApiIndexDoc } from './types';

const index: ApiIndexDoc = { kind: 'index', product: 'data-grid', pathname: '/x/api/data-grid', entries: [] };

describe('apiPageText', () => {
  it("names an index page's product in the page's language", () => {
    expect(apiPageText(index, createTranslator('en', 'api', false), 'en').title).toBe('Data Grid API reference');
    expect(apiPageText(index, createTranslator('zh', 'api', false), 'zh').title).toBe('数据表格 API 参考');
  });
});
