import type { ComponentType, ReactNode } from 'react';
import type { Direction } from '../preferences/themeState';
import type { Language } from '../site/languages';

export type DemoModule = { readonly default: ComponentType };
export type DemoLoader = () => Promise<DemoModule>;
/** What a page's demos load first, from its generated runtime module (see demoRoutes.runtimeModuleSource). */
export interface DemoRuntime {
  readonly DemoTheme: ComponentType<{ children: ReactNode }>;
  /** Starts loading what the page's demos need beyond their code (the Chinese texts, the RTL style cache). */
  readonly prepareDemoTheme: (language: Language, direction: Direction) => Promise<unknown>;
  readonly loaders: Readonly<Record<string, DemoLoader>>;
}
/** A page's generated client module: provides the loader of that page's demo runtime (see DemoLoaders). */
export type PageDemoLoaders = ComponentType<{ children: ReactNode }>;
