export type Plan = 'pro' | 'premium';

/** One node of the documentation navigation. Nodes with children are groups. */
export interface PageNode {
  readonly pathname: string;
  readonly title?: string;
  readonly subheader?: string;
  readonly children?: readonly PageNode[];
  readonly plan?: Plan;
  readonly newFeature?: boolean;
  readonly planned?: boolean;
  readonly unstable?: boolean;
}
