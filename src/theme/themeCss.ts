import type { Theme } from '@mui/material/styles';

type StyleObject = { [key: string]: string | number | StyleObject };

function serialize(selector: string, body: StyleObject): string {
  const declarations: string[] = [];
  const nested: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'object') nested.push(serialize(key, value));
    else declarations.push(`${key}:${value};`);
  }
  const own = declarations.length > 0 ? `${selector}{${declarations.join('')}}` : '';
  return selector.startsWith('@') ? `${selector}{${nested.join('')}}` : own + nested.join('');
}

/**
 * The theme's CSS variables (every colour scheme) as a stylesheet, rendered
 * on the server so the chrome and the demos share them without client JS.
 */
export function themeCssText(theme: Theme): string {
  const sheets = (theme.generateStyleSheets?.() ?? []) as StyleObject[];
  return sheets
    .flatMap((sheet) => Object.entries(sheet).map(([selector, body]) => serialize(selector, body as StyleObject)))
    .join('\n');
}
