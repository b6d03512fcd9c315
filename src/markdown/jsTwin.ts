import ts from 'typescript';
import { format } from 'prettier';

const BLANK_LINE_MARKER = '/*__blank_line__*/';

/**
 * The JavaScript twin of a TypeScript demo: types stripped by the TypeScript
 * compiler, JSX kept, blank lines kept, formatted by Prettier.
 */
export async function toJavaScript(tsSource: string, fileName: string): Promise<string> {
  const marked = tsSource.replace(/^[ \t]*$/gm, BLANK_LINE_MARKER);
  const output = ts.transpileModule(marked, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      verbatimModuleSyntax: false,
      removeComments: false,
    },
  });
  const error = output.diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (error) {
    throw new Error(`${fileName}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  }
  const restored = output.outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARKER ? '' : line.replace(BLANK_LINE_MARKER, '')))
    .join('\n')
    .replace(/^export \{\};\n?/m, '');
  return format(restored, { parser: 'babel', singleQuote: true, printWidth: 85, trailingComma: 'all' });
}
