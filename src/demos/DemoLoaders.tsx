'use client';
import type { ReactNode } from 'react';
import { createRequiredContext } from '../preferences/requiredContext';
import type { DemoRuntime } from './types';

type RuntimeLoader = () => Promise<DemoRuntime>;

const [DemoLoadersContext, useDemoRuntimeLoader] = createRequiredContext<RuntimeLoader>(
  'DemoLoaders',
  'useDemoRuntimeLoader',
);

/**
 * How the current page loads its demos, given by the page's generated module
 * (src/demos/pages/*.generated.tsx): a page ships its own loaders only, and
 * only once its first demo nears the viewport.
 */
export function DemoLoaders({ loadRuntime, children }: { loadRuntime: RuntimeLoader; children: ReactNode }) {
  return <DemoLoadersContext value={loadRuntime}>{children}</DemoLoadersContext>;
}

export { useDemoRuntimeLoader };
