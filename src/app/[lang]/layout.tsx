import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SITE_ORIGIN } from '@/site/config';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/site/languages';
import '@/layout/global.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

export const metadata: Metadata = { metadataBase: new URL(SITE_ORIGIN) };
export const viewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 };

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  return (
    <html lang={isLanguage(lang) ? lang : DEFAULT_LANGUAGE} dir="ltr">
      <body>{children}</body>
    </html>
  );
}
