import type { AnchorHTMLAttributes, ReactNode } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/**
 * The one link component of the site: a plain anchor, so it costs no client
 * JavaScript wherever it is rendered. Our pages open with client-side
 * navigation through one page-level listener (ClientNavigation); other hosts
 * open in a new tab.
 */
export function Link({ href, children, ...props }: LinkProps) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external && { target: '_blank', rel: 'noopener' })} {...props}>
      {children}
    </a>
  );
}
