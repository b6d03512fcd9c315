import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_VERSIONS } from './versions';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('SANDBOX_VERSIONS', () => {
  it('pins every MUI X package at exactly the version the site documents and runs', () => {
    for (const [name, version] of Object.entries(SANDBOX_VERSIONS).filter(([name]) => name.startsWith('@mui/x-'))) {
      expect(manifest.dependencies[name], name).toBe(version);
    }
  });

  it('uses ranges that admit the versions the site runs for the other packages', () => {
    for (const name of ['@mui/material', '@emotion/react', '@emotion/styled', 'react', 'react-dom', 'dayjs']) {
      const range = SANDBOX_VERSIONS[name] ?? '';
      const installed = manifest.dependencies[name] ?? '';
      expect(range.startsWith('^'), name).toBe(true);
      const [major] = range.slice(1).split('.');
      expect(installed.split('.')[0], name).toBe(major);
    }
  });
});
