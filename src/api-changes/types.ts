import type { ApiProduct } from '../api-docs/types';

/** What part of the API a change is about. */
export type ApiChangeKind = 'export' | 'prop' | 'slot' | 'class' | 'member' | 'theme';

/** How it changed from v7 to v8. */
export type ApiChangeType = 'removed' | 'renamed' | 'added' | 'retyped' | 'default' | 'deprecated' | 'plan';

/** One difference between the last v7 release and the pinned v8 release, found in their type declarations. */
export interface ApiChange {
  /** The component or interface it belongs to; '' for a package-level change (an export, a theme key). */
  readonly owner: string;
  readonly kind: ApiChangeKind;
  readonly change: ApiChangeType;
  /** The v7 name (the v8 name for additions). */
  readonly name: string;
  /** The v8 name that replaces it, when the v7 `@deprecated` note names one that exists in v8. */
  readonly replacement?: string;
  /** v7 → v8 values: types for 'retyped', defaults for 'default', plans for 'plan'. */
  readonly before?: string;
  readonly after?: string;
  /** The v7 (for removals) or v8 (for new deprecations) `@deprecated` note. */
  readonly note?: string;
  /** The v8 API permalink of the name (or of its replacement), where one exists. */
  readonly href?: string;
  /** Other components with the same change (`DataGridPro`, `DataGridPremium` beside `DataGrid`). */
  readonly alsoIn?: readonly string[];
}

/** The changes of one product, written to `.generated/api-changes/<product>.json`. */
export interface ApiChangeSet {
  readonly product: ApiProduct;
  /** Package name → version, for each side. */
  readonly from: Readonly<Record<string, string>>;
  readonly to: Readonly<Record<string, string>>;
  readonly changes: readonly ApiChange[];
}
