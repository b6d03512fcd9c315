import NextLink from 'next/link';
import type { AnchorHTMLAttributes, ComponentProps, ReactNode } from 'react';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children?: ReactNode };

/**
 * The one link component of the site: client-side navigation for our pages
 * (without viewport prefetch: navigation lists hold hundreds of links), a plain
 * anchor for fragments, other protocols and other hosts.
 */
export function Link({ href, children, ...props }: LinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      // exactOptionalPropertyTypes: anchor props may be undefined, next/link's are only optional.
      <NextLink href={href} prefetch={false} {...(props as Omit<ComponentProps<typeof NextLink>, 'href'>)}>
        {children}
      </NextLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external && { target: '_blank', rel: 'noopener' })} {...props}>
      {children}
    </a>
  );
}
