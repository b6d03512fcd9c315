'use client';
import type { ReactNode } from 'react';
import { createRequiredContext } from '../preferences/requiredContext';
import type { DemoLoader } from './types';

const [DemoLoadersContext, useDemoLoaders] = createRequiredContext<Readonly<Record<string, DemoLoader>>>(
  'DemoLoaders',
  'useDemoLoaders',
);

/**
 * The loaders of the current page's demos, given by the page's generated
 * module (src/demos/pages/*.generated.tsx): a page ships its own loaders only.
 */
export function DemoLoaders({
  loaders,
  children,
}: {
  loaders: Readonly<Record<string, DemoLoader>>;
  children: ReactNode;
}) {
  return <DemoLoadersContext value={loaders}>{children}</DemoLoadersContext>;
}

/** The loader of a demo of this page; undefined when the page has no such demo. */
export function useDemoLoader(id: string): DemoLoader | undefined {
  return useDemoLoaders()[id];
}
