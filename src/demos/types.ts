import type { ComponentType, ReactNode } from 'react';

export type DemoModule = { readonly default: ComponentType };
export type DemoLoader = () => Promise<DemoModule>;
/** A page's generated client module: provides the loaders of that page's demos (see DemoLoaders). */
export type PageDemoLoaders = ComponentType<{ children: ReactNode }>;
