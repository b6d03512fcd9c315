import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Link } from '../layout/Link';
import { pathInLanguage } from '../routing/language';
import type { Language } from '../site/languages';
import { compileDescription } from './describe';

/** A JSDoc description rendered on the server, its site links kept in the reader's language. */
export async function ApiMarkdown({ markdown, language }: { markdown: string; language: Language }) {
  if (markdown.trim() === '') return null;
  const hast = await compileDescription(markdown);
  return (
    <div className="markdown-body" lang="en">
      {toJsxRuntime(hast, {
        Fragment,
        jsx,
        jsxs,
        components: {
          a: ({ href = '', ...props }: ComponentProps<'a'>) => (
            <Link href={href.startsWith('/') ? pathInLanguage(href, language) : href} {...props} />
          ),
        },
      })}
    </div>
  );
}
