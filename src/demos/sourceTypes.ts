/** The source of a demo as the browser receives it (from /demo-sources/<id>.json). */

export interface VariantSource {
  /** The full source, markers removed. */
  readonly code: string;
  /** Its Shiki HTML (light and dark colours). */
  readonly html: string;
  /** The lines the demo marks as its preview, when it marks any. */
  readonly preview?: { readonly code: string; readonly html: string };
  /** Relative modules the demo imports (`./rows.ts`), in this variant. */
  readonly files: Readonly<Record<string, string>>;
}

export interface DemoSourcePayload {
  readonly id: string;
  readonly name: string;
  readonly TS: VariantSource;
  readonly JS: VariantSource;
}

/** The URL of a demo's source. */
export function demoSourceUrl(id: string): string {
  return `/demo-sources/${id}.json`;
}
