import type { Plan } from '../routing/types';

/** The four product families whose packages the API reference documents. */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** A package that exports the documented name, with the plan it needs (null: free). */
export interface ApiImport {
  readonly packageName: string;
  readonly plan: Plan | null;
}

/** What every generated document shares. Descriptions are JSDoc Markdown as written in the `.d.ts`. */
interface ApiDocBase {
  readonly name: string;
  /** The name the packages export it under: `name`, or `Unstable_<name>` while it is unstable. */
  readonly importName: string;
  /** The page pathname without trailing slash, e.g. `/x/api/data-grid/data-grid`. */
  readonly pathname: string;
  readonly product: ApiProduct;
  /** The lowest plan that exports the name (null: the free package). */
  readonly plan: Plan | null;
  readonly imports: readonly ApiImport[];
  readonly description: string;
}

export interface ApiProp {
  readonly name: string;
  /** The declared type, printed on one line. */
  readonly type: string;
  /** From `@default`, as written. */
  readonly default?: string;
  readonly description: string;
  readonly required: boolean;
  /** Present when `@deprecated`; the reason ('' when none is given). */
  readonly deprecated?: string;
  /** Unstable or experimental entries (`unstable_`/`experimental_` names), hidden by default. */
  readonly advanced: boolean;
  /** Parameters and return value of function-typed entries, from `@param` and `@returns`. */
  readonly params?: readonly { readonly name: string; readonly description: string }[];
  readonly returns?: string;
}

export interface ApiSlot {
  readonly name: string;
  /** From `@default`: the component rendered when the slot is not replaced. */
  readonly defaultComponent?: string;
  readonly description: string;
}

export interface ApiCssClass {
  /** The key in the `classes` prop, e.g. `root`. */
  readonly key: string;
  /** The global class name, e.g. `MuiDataGrid-root`. */
  readonly className: string;
  readonly description: string;
  readonly deprecated?: string;
}

export interface ApiComponentDoc extends ApiDocBase {
  readonly kind: 'component';
  readonly props: readonly ApiProp[];
  readonly slots: readonly ApiSlot[];
  readonly classes: readonly ApiCssClass[];
  /** The theme key for default props and style overrides, e.g. `MuiDataGrid`. */
  readonly themeName?: string;
  /** Props the component accepts beyond its own: a native element or another component. */
  readonly inherits?: { readonly kind: 'element' | 'component'; readonly name: string };
}

export interface ApiInterfaceDoc extends ApiDocBase {
  readonly kind: 'interface';
  /** Properties (`kind: 'property'`) and methods, each an ApiProp whose `type` is the signature. */
  readonly members: readonly (ApiProp & { readonly kind: 'property' | 'method' })[];
}

/** One line of a product's API index. */
export interface ApiIndexEntry {
  readonly name: string;
  readonly pathname: string;
  readonly kind: 'component' | 'interface';
  readonly plan: Plan | null;
}

export interface ApiIndexDoc {
  readonly kind: 'index';
  readonly product: ApiProduct;
  readonly pathname: string;
  readonly entries: readonly ApiIndexEntry[];
}

export type ApiDoc = ApiComponentDoc | ApiInterfaceDoc | ApiIndexDoc;

/** The page sections an API entry can belong to; each entry's anchor is `<section>-<name>`. */
export type ApiSection = 'props' | 'slots' | 'classes' | 'properties' | 'methods';
