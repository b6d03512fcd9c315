/**
 * The templates of the showcase (`/x/templates/`), in gallery order. Each is a
 * folder of `docs/templates/` whose entry module (`<component>.tsx`) default-exports
 * the page; its title and summary are in `docs/translations/templates/`.
 */
export interface TemplateEntry {
  /** The folder and URL segment: `/x/templates/<slug>/`. */
  readonly slug: string;
  /** The entry module's name and default export: `docs/templates/<slug>/<component>.tsx`. */
  readonly component: string;
}

export const TEMPLATES: readonly TemplateEntry[] = [
  { slug: 'dashboard', component: 'Dashboard' },
  { slug: 'crud-dashboard', component: 'CrudDashboard' },
  { slug: 'marketing-page', component: 'MarketingPage' },
  { slug: 'blog', component: 'Blog' },
  { slug: 'checkout', component: 'Checkout' },
  { slug: 'pricing', component: 'Pricing' },
  { slug: 'sign-in', component: 'SignIn' },
  { slug: 'sign-in-side', component: 'SignInSide' },
  { slug: 'sign-up', component: 'SignUp' },
  { slug: 'sticky-footer', component: 'StickyFooter' },
];

/** The folder every template imports its theme from (`../shared-theme/AppTheme`). */
export const SHARED_THEME_DIR = 'shared-theme';

export function templateBySlug(slug: string): TemplateEntry | undefined {
  return TEMPLATES.find((template) => template.slug === slug);
}

/** The live page of a template, without the language prefix. */
export function templatePath(slug: string): string {
  return `/x/templates/${slug}/`;
}

export const GALLERY_PATH = '/x/templates/';
