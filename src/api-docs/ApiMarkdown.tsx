import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { proseComponents } from '../markdown/proseComponents';
import type { Language } from '../site/languages';
import { compileDescription } from './describe';

/** A JSDoc description rendered on the server like the guides' prose (labelled copy buttons, links in the reader's language). */
export async function ApiMarkdown({ markdown, language }: { markdown: string; language: Language }) {
  if (markdown.trim() === '') return null;
  const hast = await compileDescription(markdown);
  return (
    <div className="markdown-body" lang="en">
      {toJsxRuntime(hast, {
        Fragment,
        jsx,
        jsxs,
        components: proseComponents(language),
      })}
    </div>
  );
}
