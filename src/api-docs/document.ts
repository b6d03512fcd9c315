import ts from 'typescript';
import { componentDescription, readJsDoc } from './jsdoc';
import { printType } from './printType';
import type { ApiProgram } from './program';
import type { ApiComponentDoc, ApiCssClass, ApiInterfaceDoc, ApiProp, ApiSlot } from './types';

type DocBase = Pick<ApiComponentDoc, 'name' | 'importName' | 'pathname' | 'product' | 'plan' | 'imports'>;
type Member = ApiInterfaceDoc['members'][number];

/** Where a prop is declared: the component's own packages, React's DOM attributes, or Material UI. */
type Origin = 'own' | 'react' | 'material';

function ownerName(symbol: ts.Symbol): string {
  const owner = symbol.declarations?.[0]?.parent;
  return owner && (ts.isInterfaceDeclaration(owner) || ts.isTypeAliasDeclaration(owner)) ? owner.name.text : '';
}

function originOf(symbol: ts.Symbol): Origin {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  if (file.includes('/node_modules/@types/react/')) return 'react';
  // `className` and `style` come from Material UI's CommonProps on most components: they are the component's own.
  if (file.includes('/node_modules/@mui/material/') && ownerName(symbol) !== 'CommonProps') return 'material';
  return 'own';
}

/** Code-point order (not locale order), so the generated output is the same on every machine. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byName<T extends { readonly name: string }>(a: T, b: T): number {
  return compareText(a.name, b.name);
}

/** The declared type of a property or method, as written in the `.d.ts`, on one line. */
function declaredType(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  let text: string | undefined;
  if (declaration && ts.isMethodSignature(declaration)) {
    const typeParameters = declaration.typeParameters
      ? `<${declaration.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
      : '';
    const parameters = declaration.parameters.map((parameter) => parameter.getText()).join(', ');
    text = `${typeParameters}(${parameters}) => ${declaration.type?.getText() ?? 'void'}`;
  } else if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))) {
    text = declaration.type?.getText();
  }
  const printed = printType(
    text ??
      checker.typeToString(
        checker.getTypeOfSymbol(symbol),
        undefined,
        ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
      ),
  );
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  return optional ? printed.replace(/ \| undefined$/, '') : printed;
}

function isAdvanced(name: string): boolean {
  return /^(unstable_|experimental)/.test(name);
}

function entryOf(symbol: ts.Symbol, checker: ts.TypeChecker): ApiProp | null {
  const doc = readJsDoc(symbol, checker);
  if (doc.ignore) return null;
  const params = doc.params.filter((param) => param.name !== '');
  return {
    name: symbol.name,
    type: declaredType(symbol, checker),
    ...(doc.default !== undefined && { default: doc.default }),
    description: doc.description,
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    ...(doc.deprecated !== undefined && { deprecated: doc.deprecated }),
    advanced: isAdvanced(symbol.name),
    ...(params.length > 0 && { params }),
    ...(doc.returns !== undefined && { returns: doc.returns }),
  };
}

function propertiesOf(type: ts.Type | undefined, checker: ts.TypeChecker): ts.Symbol[] {
  return type ? checker.getPropertiesOfType(checker.getNonNullableType(type)) : [];
}

function typeOfProp(props: readonly ts.Symbol[], name: string, checker: ts.TypeChecker): ts.Type | undefined {
  const symbol = props.find((prop) => prop.name === name);
  return symbol && checker.getTypeOfSymbol(symbol);
}

/** The type names written in a declaration's type annotation, e.g. `DataGridProps` in `DataGridProps<R> & …`. */
function annotationNames(declaration: ts.Declaration | undefined): string[] {
  const type = declaration && (declaration as { type?: ts.TypeNode }).type;
  return type?.getText().match(/\b[A-Z]\w*/g) ?? [];
}

/** The theme key registered for the component's props type (`MuiDataGrid: DataGridProProps`), else `Mui<Name>`. */
function themeNameOf(name: string, propsParameter: ts.Symbol, program: ApiProgram): string | undefined {
  const propsNames = new Set(annotationNames(propsParameter.valueDeclaration));
  const registered = program.themeProps.find((member) =>
    (member.declarations ?? []).some((declaration) => {
      const [typeName] = annotationNames(declaration);
      return typeName !== undefined && propsNames.has(typeName);
    }),
  );
  if (registered) return registered.name;
  return program.themeProps.some((member) => member.name === `Mui${name}`) ? `Mui${name}` : undefined;
}

/** The prefix of the global class names: the theme key when it has class keys, else the one named after the classes type. */
function classPrefixOf(themeName: string | undefined, classesType: ts.Type | undefined, program: ApiProgram) {
  const { checker, themeClassKeys: keyed } = program;
  if (themeName && keyed.some((member) => member.name === themeName)) return themeName;
  // `classes` is typed `Partial<XClasses>`: the class keys are registered as `XClassKey`.
  const classes = classesType && checker.getNonNullableType(classesType);
  const named = classes?.aliasSymbol?.name === 'Partial' ? classes.aliasTypeArguments?.[0] : classes;
  const wanted = (named?.aliasSymbol ?? named?.getSymbol())?.name.replace(/Classes$/, 'ClassKey');
  if (wanted === undefined) return themeName;
  const match = keyed.find((member) => (member.declarations ?? []).some((d) => annotationNames(d)[0] === wanted));
  return match?.name ?? themeName;
}

const ELEMENT_TAGS: Readonly<Record<string, string>> = {
  HTMLDivElement: 'div',
  HTMLButtonElement: 'button',
  HTMLSpanElement: 'span',
  HTMLInputElement: 'input',
  HTMLUListElement: 'ul',
  HTMLLIElement: 'li',
  HTMLFormElement: 'form',
  HTMLTableElement: 'table',
  SVGSVGElement: 'svg',
  SVGGElement: 'g',
  SVGPathElement: 'path',
  SVGTextElement: 'text',
  SVGRectElement: 'rect',
  SVGCircleElement: 'circle',
  SVGLineElement: 'line',
  SVGForeignObjectElement: 'foreignObject',
};

/** What the extra props come from: a native element (named by the ref or the attributes type) or a Material UI component. */
function inheritsOf(props: readonly ts.Symbol[], checker: ts.TypeChecker): ApiComponentDoc['inherits'] | undefined {
  const isExtra = (prop: ts.Symbol) => prop.name !== 'key' && prop.name !== 'ref' && prop.name !== 'children';
  const material = props.find((prop) => originOf(prop) === 'material' && isExtra(prop));
  if (material) {
    const name = ownerName(material)
      .replace(/^Base/, '')
      .replace(/(Own)?Props$/, '');
    if (name !== '') return { kind: 'component', name };
  }
  const dom = props.filter((prop) => originOf(prop) === 'react' && isExtra(prop));
  if (dom.length === 0) return undefined;
  const ref = props.find((prop) => prop.name === 'ref');
  const refText = ref ? checker.typeToString(checker.getTypeOfSymbol(ref)) : '';
  const elementType = /\b((?:HTML|SVG)\w*Element)\b/.exec(refText)?.[1];
  const tag = elementType && ELEMENT_TAGS[elementType];
  if (tag) return { kind: 'element', name: tag };
  // Without a ref, the attributes type tells the element family but not the tag.
  return {
    kind: 'element',
    name: dom.some((prop) => ownerName(prop).startsWith('SVG')) ? 'SVG element' : 'HTML element',
  };
}

/** Documents a component export: its own props, slots, CSS classes, theme key and inherited props. */
export function documentComponent(symbol: ts.Symbol, base: DocBase, program: ApiProgram): ApiComponentDoc {
  const { checker } = program;
  const signature = checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  const propsParameter = signature?.parameters[0];
  const props = propsParameter ? checker.getPropertiesOfType(checker.getTypeOfSymbol(propsParameter)) : [];
  const own = props
    .filter((prop) => originOf(prop) === 'own')
    .map((prop) => entryOf(prop, checker))
    .filter((prop): prop is ApiProp => prop !== null)
    .sort(byName);

  const slots = propertiesOf(typeOfProp(props, 'slots', checker), checker)
    .map((slot): ApiSlot | null => {
      const doc = readJsDoc(slot, checker);
      if (doc.ignore) return null;
      return {
        name: slot.name,
        ...(doc.default !== undefined && { defaultComponent: doc.default }),
        description: doc.description,
      };
    })
    .filter((slot): slot is ApiSlot => slot !== null)
    .sort(byName);

  const themeName = propsParameter && themeNameOf(base.name, propsParameter, program);
  const classesType = typeOfProp(props, 'classes', checker);
  const prefix = classPrefixOf(themeName, classesType, program);
  const classes = propertiesOf(classesType, checker)
    .map((entry): ApiCssClass => {
      const doc = readJsDoc(entry, checker);
      return {
        key: entry.name,
        className: `${prefix ?? `Mui${base.name}`}-${entry.name}`,
        description: doc.description,
        ...(doc.deprecated !== undefined && { deprecated: doc.deprecated }),
      };
    })
    .sort((a, b) => compareText(a.key, b.key));

  const inherits = inheritsOf(props, checker);
  return {
    kind: 'component',
    ...base,
    description: componentDescription(readJsDoc(symbol, checker).description),
    props: own,
    slots,
    classes,
    ...(themeName !== undefined && { themeName }),
    ...(inherits !== undefined && { inherits }),
  };
}

function isMethod(symbol: ts.Symbol, type: string): boolean {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (declaration && ts.isMethodSignature(declaration)) return true;
  return /^(<[^>]*>)?\(.*\) => /.test(type);
}

/** Documents an interface or type: its properties and methods (for a union, the members all variants share). */
export function documentInterface(symbol: ts.Symbol, base: DocBase, program: ApiProgram): ApiInterfaceDoc {
  const { checker } = program;
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const members = checker
    .getPropertiesOfType(type)
    .map((member): Member | null => {
      const entry = entryOf(member, checker);
      return entry && { ...entry, kind: isMethod(member, entry.type) ? 'method' : 'property' };
    })
    .filter((member): member is Member => member !== null)
    .sort(byName);
  return {
    kind: 'interface',
    ...base,
    description: readJsDoc(symbol, checker).description,
    members,
  };
}

/** Whether an export is a component (a value that can be called with props) rather than a type. */
export function isComponentSymbol(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  if ((symbol.flags & ts.SymbolFlags.Value) === 0) return false;
  return checker.getTypeOfSymbol(symbol).getCallSignatures().length > 0;
}
