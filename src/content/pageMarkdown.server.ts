import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiPageText } from '../api-docs/pageText';
import { apiProductOf } from '../api-docs/products';
import { navTitle } from '../i18n/pageTitles';
import { createTranslator } from '../i18n/translate';
import { apiMarkdown } from '../llms/apiMarkdown';
import { demoNames, guideMarkdown, type DemoCode } from '../llms/guideMarkdown';
import { llmsFull, llmsIndex, sectionsByGroup } from '../llms/llmsTxt';
import { absoluteLink, markdownPath } from '../llms/urls';
import { demoPreviewFree } from './demoCode.server';
import { contentDirFor, contentFileFor } from '../markdown/contentPath';
import { parseMarkdownFile } from '../markdown/frontMatter';
import { pathInLanguage } from '../routing/language';
import { findActivePage, type PageEntry } from '../routing/pageTree';
import { SITE_NAME, SITE_ORIGIN } from '../site/config';
import type { Language } from '../site/languages';
import { componentDemoPages } from './componentPages.server';
import { localizedFile } from './loadPage.server';
import { apiDocs, DOCS_DIR, sitePages } from './pages.server';

/** Every page that has a Markdown twin: the written guides and the generated API pages, in navigation order. */
export const markdownPages: readonly PageEntry[] = sitePages;

const isApiPage = (page: PageEntry) => apiProductOf(page.node.pathname) !== null;

/** A guide's front matter and body as written, in a language (English when the page has no translation). */
async function readGuide(page: PageEntry, language: Language) {
  const { relativeFile } = localizedFile(contentFileFor(page.node.pathname), language);
  return parseMarkdownFile(await readFile(join(DOCS_DIR, relativeFile), 'utf8'), `docs/${relativeFile}`);
}

async function guidePage(page: PageEntry, language: Language): Promise<string> {
  const { frontMatter, body } = await readGuide(page, language);
  const pageDir = contentDirFor(page.node.pathname);
  const demos = new Map<string, DemoCode>();
  for (const name of demoNames(body)) demos.set(name, await demoPreviewFree(pageDir, name));
  return guideMarkdown({
    title: frontMatter.title,
    description: frontMatter.description,
    body,
    demos,
    origin: SITE_ORIGIN,
    pageUrl: `${SITE_ORIGIN}${pathInLanguage(page.href, language)}`,
    language,
  });
}

async function apiPage(page: PageEntry, language: Language): Promise<string> {
  const doc = apiDocs.get(page.node.pathname);
  if (!doc) throw new Error(`${page.href}: no generated API document.`);
  const pageUrl = `${SITE_ORIGIN}${pathInLanguage(page.href, language)}`;
  const demos = doc.kind === 'component' ? await componentDemoPages(doc.name) : [];
  return apiMarkdown({
    doc,
    ...apiPageText(doc, createTranslator(language, 'api'), language),
    absolute: (url) => absoluteLink(url, { origin: SITE_ORIGIN, pageUrl, language }),
    demos: demos.map((demo) => ({
      title: navTitle(demo.node, language),
      url: `${SITE_ORIGIN}${pathInLanguage(demo.href, language)}`,
    })),
  });
}

/** A page's Markdown in a language (the English text where the page has no translation), or undefined for no page. */
export async function pageMarkdown(pathname: string, language: Language): Promise<string | undefined> {
  const page = findActivePage(sitePages, pathname);
  if (!page) return undefined;
  return isApiPage(page) ? apiPage(page, language) : guidePage(page, language);
}

/** The llms.txt of a language: every written guide by product, the API reference as optional. */
export async function llmsText(language: Language): Promise<string> {
  const t = createTranslator(language);
  const entry = async (page: PageEntry) => {
    const doc = apiDocs.get(page.node.pathname);
    const text = doc
      ? apiPageText(doc, createTranslator(language, 'api'), language)
      : (await readGuide(page, language)).frontMatter;
    return { ...text, url: `${SITE_ORIGIN}${markdownPath(page.href, language)}` };
  };
  const guides = await Promise.all(
    sitePages
      .filter((page) => !isApiPage(page))
      .map(async (page) => ({ group: groupOf(page, language), ...(await entry(page)) })),
  );
  const api = await Promise.all(sitePages.filter(isApiPage).map(entry));
  return llmsIndex({
    siteName: SITE_NAME,
    summary: t('llms.summary'),
    details: t('llms.details', { full: `${SITE_ORIGIN}${pathInLanguage('/x/llms-full.txt', language)}` }),
    sections: [...sectionsByGroup(guides, (page) => page, SITE_NAME), { title: 'Optional', entries: api }],
  });
}

function groupOf(page: PageEntry, language: Language): string | undefined {
  const group = page.parents[0];
  return group ? navTitle(group, language) : undefined;
}

/** Every written guide's Markdown in one file, in navigation order. */
export async function llmsFullText(language: Language): Promise<string> {
  const pages = sitePages.filter((page) => !isApiPage(page));
  return llmsFull(
    await Promise.all(
      pages.map(async (page) => ({
        url: `${SITE_ORIGIN}${markdownPath(page.href, language)}`,
        markdown: await guidePage(page, language),
      })),
    ),
  );
}
