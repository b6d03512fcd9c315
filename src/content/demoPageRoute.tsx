import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DemoBlock } from '../demos/DemoBlock';
import type { PageDemoLoaders } from '../demos/types';
import type { RenderDemo } from '../markdown/MarkdownContent';
import { LANGUAGES } from '../site/languages';
import { docsPageMetadata, renderDocsPage } from './docsPage';
import { markdownBody } from './markdownBody';

type Props = { params: Promise<{ lang: string }> };

const renderDemo: RenderDemo = (demo, showAds) => <DemoBlock demo={demo} showAds={showAds} />;
const body = markdownBody(renderDemo);

/**
 * The route of a page with demos (generated under app/[lang]/(docs)/(demo-pages)/
 * by scripts/generate-demo-routes.ts). Next splits client code by route:
 * a route of its own is what lets a page ship the loaders of its own demos
 * (`Loaders`, its generated module) and nothing of other pages' demos.
 */
export function demoPageRoute(pathname: string, Loaders: PageDemoLoaders) {
  return {
    generateStaticParams: () => LANGUAGES.map((lang) => ({ lang })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      docsPageMetadata((await params).lang, pathname, body),
    Page: async ({ params }: Props): Promise<ReactNode> => (
      <Loaders>{await renderDocsPage((await params).lang, pathname, body)}</Loaders>
    ),
  };
}
