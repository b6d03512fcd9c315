import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { templateBySlug, templatePath } from '@/templates/catalog';
import { TemplateApp } from '@/templates/TemplateApp';
import {
  TEMPLATE_INIT_SCRIPT,
  templateMetadata,
  templateStaticParams,
  type TemplateParams,
} from '@/templates/templateRoute';

type Params = TemplateParams;

export const dynamicParams = false;

export function generateStaticParams() {
  return templateStaticParams();
}

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // The page with the bar is the one to find.
  return templateMetadata(params, (name) => ({ alternates: { canonical: templatePath(name) } }));
}

/**
 * The template alone, full page with its own theme, as a reader's app would show it: the page the gallery's
 * template pages show in a frame under their bar, and that their "Full page" link opens.
 */
export default async function TemplateLivePage({ params }: { params: Params }) {
  const { name } = await params;
  if (!templateBySlug(name)) notFound();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: TEMPLATE_INIT_SCRIPT }} />
      <TemplateApp slug={name} />
    </>
  );
}
