/** Where a template's preview images are, and what they were taken from. */

export type PreviewMode = 'light' | 'dark';
export const PREVIEW_MODES: readonly PreviewMode[] = ['light', 'dark'];

/** The screenshot's viewport and the size the images are stored at (16:10). */
export const PREVIEW_VIEWPORT = { width: 1280, height: 800 } as const;
export const PREVIEW_SIZE = { width: 640, height: 400 } as const;

export const PREVIEWS_DIR = 'public/static/templates';
export const PREVIEWS_MANIFEST = `${PREVIEWS_DIR}/previews.json`;

export function previewUrl(slug: string, mode: PreviewMode): string {
  return `/static/templates/${slug}-${mode}.webp`;
}

/** The manifest: for each template, the hash of the sources its images were taken from. */
export type PreviewManifest = Readonly<Record<string, { readonly sources: string }>>;
