import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * Renders a tree of server components to HTML, for content that never
 * changes on the client (see Island). React's own HTML renderer cannot run
 * where server components do (Next forbids `react-dom/server` there), and
 * this content needs only what server components use: host elements,
 * fragments, and function components, async ones included. Hooks, context
 * and client components are not supported: a client component throws.
 */

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** React prop names whose HTML attribute is spelt otherwise. */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  readOnly: 'readonly',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
  maxLength: 'maxlength',
  autoComplete: 'autocomplete',
  spellCheck: 'spellcheck',
  viewBox: 'viewBox',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
};

const SKIPPED_PROPS = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML', 'suppressHydrationWarning']);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}

/** Inline styles with string values (React's unit rules for numbers are not reproduced: a number throws). */
function styleText(style: Readonly<Record<string, unknown>>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => {
      if (typeof value !== 'string') throw new Error(`renderStatic: give the style "${name}" as a string.`);
      return `${name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`;
    })
    .join(';');
}

function attributes(props: Readonly<Record<string, unknown>>): string {
  let html = '';
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED_PROPS.has(name) || value === undefined || value === null || value === false) continue;
    if (typeof value === 'function')
      throw new Error(`renderStatic: the event handler "${name}" cannot be rendered to static HTML.`);
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    if (name === 'style' && typeof value === 'object') {
      html += ` style="${escapeHtml(styleText(value as Record<string, unknown>))}"`;
    } else if (value === true) {
      // aria-* and data-* take "true"; other booleans (hidden, open, disabled) are present or absent.
      html += /^(aria|data)-/.test(attribute) ? ` ${attribute}="true"` : ` ${attribute}=""`;
    } else if (typeof value === 'string' || typeof value === 'number') {
      html += ` ${attribute}="${escapeHtml(String(value))}"`;
    } else {
      throw new Error(`renderStatic: the attribute "${name}" has no static HTML form.`);
    }
  }
  return html;
}

export async function renderStatic(node: ReactNode): Promise<string> {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (node instanceof Promise) return renderStatic(await (node as Promise<ReactNode>));
  if (typeof node === 'object' && Symbol.iterator in node) {
    const parts = await Promise.all([...(node as Iterable<ReactNode>)].map(renderStatic));
    return parts.join('');
  }
  if (!isValidElement(node)) throw new Error('renderStatic: cannot render this node to static HTML.');
  const { type } = node;
  const props = node.props as Readonly<Record<string, unknown>> & { children?: ReactNode };
  if (type === Fragment) return renderStatic(props.children);
  if (typeof type === 'function') {
    return renderStatic(await (type as (props: unknown) => ReactNode | Promise<ReactNode>)(props));
  }
  if (typeof type !== 'string') {
    throw new Error('renderStatic: only host elements and server function components render to static HTML.');
  }
  const open = `<${type}${attributes(props)}>`;
  if (VOID_ELEMENTS.has(type)) return open;
  const inner = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  return `${open}${inner ?? (await renderStatic(props.children))}</${type}>`;
}
