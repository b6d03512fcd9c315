import type { Root, Text } from 'mdast';
import type { Plugin } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import type {} from 'mdast-util-directive';
import type { PlaygroundReference } from '../playground/controls';
import { isWidgetName, WIDGET_NAMES, widgetProperties } from './widgets';

export type DemoBackground = 'outlined' | 'inline' | 'gradient';

export interface DemoReference {
  readonly name: string;
  /** Height in px of the live demo, reserved before it loads. */
  readonly height?: number;
  readonly hideToolbar?: true;
  readonly defaultCodeOpen?: true;
  readonly bg?: DemoBackground;
  /** A stylesheet the demo needs (such as an icon font), loaded with it. */
  readonly stylesheet?: string;
  /** No inline ad under this demo. */
  readonly disableAd?: true;
  /** A props playground (`::playground`): its spec is `Name.playground.tsx`, its controls come from the API reference. */
  readonly playground?: PlaygroundReference;
}

/** A demo or playground file's name: `OrdersGrid` for `OrdersGrid.tsx` / `OrdersGrid.playground.tsx`. */
const DEMO_NAME = /^[A-Z][A-Za-z0-9]*$/;

const BACKGROUNDS: readonly string[] = ['outlined', 'inline', 'gradient'];

function flag(value: string | null | undefined): boolean {
  return value === '' || value === 'true';
}

/** `::playground{name="PieShape" height="560" api="pie-chart" series="pie-series" controls="series.innerRadius, …"}` */
function playgroundReference(attributes: Record<string, string | null | undefined>, where: string): DemoReference {
  const { name, height, api, series, controls, ...rest } = attributes;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new Error(`${where}: unknown ::playground attribute "${unknown[0]}".`);
  if (!name || !DEMO_NAME.test(name)) throw new Error(`${where}: ::playground needs name="PascalCase".`);
  const parsedHeight = Number(height);
  if (!Number.isInteger(parsedHeight) || parsedHeight <= 0) {
    throw new Error(`${where}: ::playground needs height, a positive whole number of px.`);
  }
  if (!api) throw new Error(`${where}: ::playground needs api="<the component's API page>", such as "pie-chart".`);
  const paths = (controls ?? '').split(/[\s,]+/).filter(Boolean);
  if (paths.length === 0) throw new Error(`${where}: ::playground needs controls="prop, series.option, …".`);
  return {
    name,
    height: parsedHeight,
    hideToolbar: true,
    disableAd: true,
    playground: { api, ...(series && { series }), controls: paths },
  };
}

/**
 * Turns `::demo{name="BasicGrid" height="400"}` lines into `<demo>` elements
 * and records them in `demos`. Any other directive is an error, except text
 * directives, which are put back as the plain text they were written as
 * (so `Example:Value` in prose stays as it is).
 */
export function remarkDemos(
  source: string,
  location: { file: string; lineOffset: number },
  demos: DemoReference[],
): Plugin<[], Root> {
  return () => (tree) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' && parent && index !== undefined) {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
        const text: Text = { type: 'text', value };
        parent.children.splice(index, 1, text);
        return SKIP;
      }
      if (node.type === 'leafDirective' || node.type === 'containerDirective') {
        const { file } = location;
        const line = (node.position?.start.line ?? 0) + location.lineOffset;
        if (node.type === 'leafDirective' && isWidgetName(node.name)) {
          node.data = {
            hName: 'widget',
            hProperties: widgetProperties(node.name, node.attributes ?? {}, `${file}:${line}`),
            hChildren: [],
          };
          return SKIP;
        }
        if (node.type !== 'leafDirective' || (node.name !== 'demo' && node.name !== 'playground')) {
          throw new Error(
            `${file}:${line}: unknown directive "${node.name}" (only ::demo{name="…"}, ::playground{…}, ${WIDGET_NAMES.map((name) => `::${name}`).join(', ')} are supported).`,
          );
        }
        if (node.name === 'playground') {
          demos.push(playgroundReference(node.attributes ?? {}, `${file}:${line}`));
          node.data = { hName: 'demo', hProperties: { name: node.attributes?.name ?? '' }, hChildren: [] };
          return SKIP;
        }
        const { name, height, hideToolbar, defaultCodeOpen, bg, stylesheet, disableAd, ...rest } =
          node.attributes ?? {};
        if (!name || !DEMO_NAME.test(name)) {
          throw new Error(`${file}:${line}: ::demo needs name="PascalCaseFileName".`);
        }
        const unknown = Object.keys(rest);
        if (unknown.length > 0) throw new Error(`${file}:${line}: unknown ::demo attribute "${unknown[0]}".`);
        const parsedHeight = height === undefined || height === null ? undefined : Number(height);
        if (parsedHeight !== undefined && !(Number.isInteger(parsedHeight) && parsedHeight > 0)) {
          throw new Error(`${file}:${line}: ::demo height must be a positive whole number of px.`);
        }
        if (bg !== undefined && bg !== null && !BACKGROUNDS.includes(bg)) {
          throw new Error(`${file}:${line}: ::demo bg must be one of ${BACKGROUNDS.join(', ')}.`);
        }
        if (stylesheet !== undefined && stylesheet !== null && !/^https:\/\//.test(stylesheet)) {
          throw new Error(`${file}:${line}: ::demo stylesheet must be an https URL.`);
        }
        demos.push({
          name,
          ...(parsedHeight !== undefined && { height: parsedHeight }),
          ...(flag(hideToolbar) && { hideToolbar: true as const }),
          ...(flag(defaultCodeOpen) && { defaultCodeOpen: true as const }),
          ...(bg && { bg: bg as DemoBackground }),
          ...(stylesheet && { stylesheet }),
          ...(flag(disableAd) && { disableAd: true as const }),
        });
        node.data = { hName: 'demo', hProperties: { name }, hChildren: [] };
        return SKIP;
      }
      return undefined;
    });
  };
}
