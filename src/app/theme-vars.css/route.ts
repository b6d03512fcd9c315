import { createDocsTheme } from '@/theme/createDocsTheme';
import { themeCssText } from '@/theme/themeCss';

export const dynamic = 'force-static';

/** The docs theme's CSS variables, as a cacheable stylesheet generated at build time. */
export function GET() {
  return new Response(themeCssText(createDocsTheme()), { headers: { 'content-type': 'text/css; charset=utf-8' } });
}
