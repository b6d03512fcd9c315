import type { ComponentType } from 'react';

export type DemoModule = { readonly default: ComponentType };
export type DemoLoader = () => Promise<DemoModule>;
