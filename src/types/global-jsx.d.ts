// hast-util-to-jsx-runtime types its output with the global JSX namespace,
// which React 19's types no longer declare: point it at React's.
import type { JSX as ReactJSX } from 'react';

declare global {
  namespace JSX {
    type Element = ReactJSX.Element;
    type ElementClass = ReactJSX.ElementClass;
    type IntrinsicElements = ReactJSX.IntrinsicElements;
  }
}
