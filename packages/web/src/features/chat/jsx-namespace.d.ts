import type { JSX as ReactJsx } from 'react';

// hast-util-to-jsx-runtime types its components and result with the global `JSX` namespace, which React 19's
// types no longer declare: this names React's. TSX itself is checked against `react/jsx-runtime` (jsx: react-jsx).
declare global {
  namespace JSX {
    type ElementType = ReactJsx.ElementType;
    type Element = ReactJsx.Element;
    type ElementClass = ReactJsx.ElementClass;
    type IntrinsicElements = ReactJsx.IntrinsicElements;
  }
}
