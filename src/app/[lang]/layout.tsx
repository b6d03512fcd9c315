import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SITE_ORIGIN } from '@/site/config';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/site/languages';
import { HEADER_COLORS } from '@/theme/brand';

export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

export const metadata: Metadata = { metadataBase: new URL(SITE_ORIGIN) };
export const viewport: Viewport = { themeColor: HEADER_COLORS.light, width: 'device-width', initialScale: 1 };

/** The document: language and direction only. Docs pages add their theme in (docs)/layout. */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return (
    // The init script sets the colour scheme and direction before hydration.
    <html lang={isLanguage(lang) ? lang : DEFAULT_LANGUAGE} dir="ltr" suppressHydrationWarning>
      <body suppressHydrationWarning>{children}</body>
    </html>
  );
}
