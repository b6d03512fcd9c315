import type { Metadata } from 'next';
import { Playground } from './Playground';

export const metadata: Metadata = { title: 'Playground - MUI X', robots: { index: false } };

/** A bare page, outside the docs shell and theme, for trying a component in isolation. */
export default function PlaygroundPage() {
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ fontSize: '1.25rem' }}>Playground</h1>
      <Playground />
    </main>
  );
}
