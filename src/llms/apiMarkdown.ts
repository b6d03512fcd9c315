import type { ApiComponentDoc, ApiDoc, ApiInterfaceDoc, ApiProp } from '../api-docs/types';
import { cell, code, fence, table } from './fence';

export interface ApiInput {
  readonly doc: ApiDoc;
  readonly title: string;
  readonly description: string;
  /** Makes a site link absolute (see absoluteLink). */
  readonly absolute: (url: string) => string;
  /** The guide pages that show the component, with their absolute URLs. */
  readonly demos?: readonly { readonly title: string; readonly url: string }[];
}

/** A JSDoc description for a table cell, its site links absolute. */
function describe(markdown: string, absolute: (url: string) => string): string {
  return cell(markdown.replace(/\]\((\/[^)\s]*)\)/g, (_match, url: string) => `](${absolute(url)})`));
}

function notes(entry: { readonly required?: boolean; readonly deprecated?: string; readonly advanced?: boolean }) {
  return [
    entry.required ? 'Required.' : '',
    entry.deprecated !== undefined ? `Deprecated${entry.deprecated ? `: ${entry.deprecated}` : '.'}` : '',
    entry.advanced ? 'Unstable.' : '',
  ].filter(Boolean);
}

function memberRows(members: readonly ApiProp[], absolute: (url: string) => string): string[][] {
  return members.map((member) => [
    code(member.name),
    code(cell(member.type)),
    member.default === undefined ? '' : code(cell(member.default)),
    describe([...notes(member), member.description].filter(Boolean).join(' '), absolute),
  ]);
}

function section(title: string, content: string): string[] {
  return content === '' ? [] : [`## ${title}`, content];
}

function importLines(doc: ApiComponentDoc | ApiInterfaceDoc): string {
  const typeOnly = doc.kind === 'interface' ? 'type ' : '';
  const alias = doc.importName === doc.name ? doc.name : `${doc.importName} as ${doc.name}`;
  return fence(
    doc.imports.map((entry) => `import ${typeOnly}{ ${alias} } from '${entry.packageName}';`).join('\n'),
    'tsx',
  );
}

function componentSections(doc: ApiComponentDoc, absolute: (url: string) => string): string[] {
  const header = ['Name', 'Type', 'Default', 'Description'];
  return [
    ...section('Props', table(header, memberRows(doc.props, absolute))),
    ...(doc.inherits
      ? [
          `Other props are forwarded to the ${doc.inherits.kind === 'element' ? 'element' : 'component'} ${code(doc.inherits.name)}.`,
        ]
      : []),
    ...section(
      'Slots',
      table(
        ['Name', 'Default', 'Description'],
        doc.slots.map((slot) => [
          code(slot.name),
          slot.defaultComponent ? code(cell(slot.defaultComponent)) : '',
          describe(slot.description, absolute),
        ]),
      ),
    ),
    ...section(
      'CSS classes',
      table(
        ['Class name', 'Rule name', 'Description'],
        doc.classes.map((entry) => [
          code(`.${entry.className}`),
          code(entry.key),
          describe([...notes(entry), entry.description].filter(Boolean).join(' '), absolute),
        ]),
      ),
    ),
    ...(doc.themeName ? [`Theme key for default props and style overrides: ${code(doc.themeName)}.`] : []),
  ];
}

function interfaceSections(doc: ApiInterfaceDoc, absolute: (url: string) => string): string[] {
  const header = ['Name', 'Type', 'Default', 'Description'];
  return [
    ...section(
      'Properties',
      table(
        header,
        memberRows(
          doc.members.filter((member) => member.kind === 'property'),
          absolute,
        ),
      ),
    ),
    ...section(
      'Methods',
      table(
        header,
        memberRows(
          doc.members.filter((member) => member.kind === 'method'),
          absolute,
        ),
      ),
    ),
  ];
}

/** An API reference page as Markdown: import lines, description, demos, then its props, slots and classes (or members) as tables. */
export function apiMarkdown({ doc, title, description, absolute, demos = [] }: ApiInput): string {
  const parts = [`# ${title}`, description];
  if (doc.kind === 'index') {
    parts.push(doc.entries.map((entry) => `- [${entry.name}](${absolute(`${entry.pathname}/`)})`).join('\n'));
  } else {
    parts.push(...section('Import', importLines(doc)));
    if (doc.description.trim() !== '') parts.push(doc.description.trim());
    parts.push(...section('Demos', demos.map((demo) => `- [${demo.title}](${demo.url})`).join('\n')));
    parts.push(...(doc.kind === 'component' ? componentSections(doc, absolute) : interfaceSections(doc, absolute)));
  }
  return `${parts.join('\n\n')}\n`;
}
