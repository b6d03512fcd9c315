/** A template's source as the browser receives it (from /template-sources/<slug>.json). */

export interface TemplateSourceFile {
  /** Relative to the template's folder, as imported: `./Dashboard.tsx`, `./data.ts`, `../shared-theme/AppTheme.tsx`. */
  readonly path: string;
  readonly code: string;
  /** Its Shiki HTML (light and dark colours). */
  readonly html: string;
}

export interface TemplateSourcePayload {
  readonly slug: string;
  /** The entry module's default export (and file name). */
  readonly component: string;
  /** Entry first, then the template's own modules, then the shared theme. */
  readonly TS: readonly TemplateSourceFile[];
  /** The JavaScript twins (type-only modules have none). */
  readonly JS: readonly TemplateSourceFile[];
}

export function templateSourceUrl(slug: string): string {
  return `/template-sources/${slug}.json`;
}
