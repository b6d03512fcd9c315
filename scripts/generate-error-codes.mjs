// Writes src/errors/errorCodes.generated.json: Material UI's minified error
// codes and their messages, read from the installed packages' own sources,
// where each error is written as
//   process.env.NODE_ENV !== "production" ? `message ${arg}` : formatErrorMessage(code, arg)
// Each `${…}` of the message becomes a %s, filled from the URL's args[].
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const outFile = join(root, 'src/errors/errorCodes.generated.json');

/** @param {string} dir @returns {string[]} */
function jsFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The message template of an expression: text kept, interpolations as %s. */
function template(node) {
  if (ts.isParenthesizedExpression(node)) return template(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `%s${span.literal.text}`).join('');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = template(node.left);
    const right = template(node.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

const codes = new Map();
const packagesDir = join(root, 'node_modules/@mui');
for (const pkg of readdirSync(packagesDir).sort()) {
  for (const file of jsFiles(join(packagesDir, pkg, 'esm')).sort()) {
    const text = readFileSync(file, 'utf8');
    if (!/ErrorMessage\(\d+/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
    const visit = (node) => {
      if (ts.isConditionalExpression(node) && ts.isCallExpression(node.whenFalse)) {
        const call = node.whenFalse;
        const [first] = call.arguments;
        if (
          ts.isIdentifier(call.expression) &&
          /ErrorMessage$/.test(call.expression.text) &&
          first &&
          ts.isNumericLiteral(first)
        ) {
          const message = template(node.whenTrue);
          if (message !== null && !codes.has(Number(first.text))) codes.set(Number(first.text), message);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const sorted = Object.fromEntries(
  [...codes.entries()].sort(([a], [b]) => a - b).map(([code, message]) => [String(code), message]),
);
writeFileSync(outFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`error codes: ${codes.size} messages`);
