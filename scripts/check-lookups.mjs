#!/usr/bin/env node
/**
 * `npm run check:lookups`: no lookup by arbitrary text on a plain object (issue 32, finding 1).
 *
 * A plain object answers for keys it never had: `table["constructor"]` is Object's constructor,
 * `table["toString"]` a function, and writing `table["__proto__"]` replaces the prototype. With a
 * key a customer, an agent or a ticketing system wrote, that is a 500, or "function Object() {
 * [native code] }" in a knowledge unit. So, with the type checker, over src/ (and the browser
 * scripts the API serves), this refuses:
 *   - `object[key]` where `key` may be any string (typed string, a template, any or unknown, or
 *     forced with `as`), unless `object` is an array, a typed array or a string;
 *   - `key in object` with such a key;
 *   - `x.hasOwnProperty(...)`, `x.isPrototypeOf(...)`, `x.propertyIsEnumerable(...)` (ESLint's
 *     no-prototype-builtins; `Object.prototype.hasOwnProperty.call(x, key)` is fine).
 * Use a Map (`textTable` in src/lib/tables), or for a record read from JSON `ownValue`, or read
 * under `Object.hasOwn(object, key)` (`Object.hasOwn(o, k) ? o[k] : …`, `&&`, or an `if`; the
 * widget, for older browsers, `Object.prototype.hasOwnProperty.call(o, k)`). A key of a literal
 * type (`/** @type {const} *\/ (['a', 'b'])` in the browser scripts) is not text from outside.
 * There is no opt-out comment on purpose: every table is read one of these ways.
 *
 *   node scripts/check-lookups.mjs              src/ through tsconfig.build.json, and the browser scripts
 *   node scripts/check-lookups.mjs a.ts b.js    only these files (the spec's fixtures)
 * Prints one line per finding (file:line: text) and exits 1 when there is any.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Served to browsers, not compiled: checked as JavaScript (their tables hold text of units and tickets too). */
const BROWSER_SCRIPTS = ['src/modules/review/ui/app.js', 'src/modules/review/ui/i18n.js', 'src/modules/review/ui/metrics-page.js', 'src/modules/widget/assets/widget.js'];
const INDEXABLE = new Set(['Array', 'ReadonlyArray', 'String', 'Buffer', 'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'NodeList', 'NodeListOf', 'HTMLCollection']);
const PROTOTYPE_BUILTINS = new Set(['hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable']);

function programFor(files) {
  if (files.length > 0) {
    return ts.createProgram(files.map((f) => resolve(f)), { strict: true, allowJs: true, checkJs: false, noEmit: true, target: ts.ScriptTarget.ES2024, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [] });
  }
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.build.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  const rootNames = [...config.fileNames.filter((f) => f.startsWith(join(ROOT, 'src') + '/')), ...BROWSER_SCRIPTS.map((f) => join(ROOT, f))];
  return ts.createProgram(rootNames, { ...config.options, allowJs: true, checkJs: false, noEmit: true, lib: [...(config.options.lib ?? []), 'lib.dom.d.ts'] });
}

/** Findings as `path:line: text` for the given files, or for src/ when none are given. */
export function findTextLookups(files = []) {
  const program = programFor(files);
  const checker = program.getTypeChecker();
  const wanted = files.length > 0 ? new Set(files.map((f) => resolve(f))) : undefined;

  const anyString = (type) => {
    if (type.flags & (ts.TypeFlags.String | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) return true;
    return type.isUnion() ? type.types.some(anyString) : false;
  };
  const forced = (node) =>
    ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) || ((ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) && forced(node.expression));
  const indexable = (type) => {
    const apparent = checker.getApparentType(checker.getNonNullableType(type));
    if (apparent.isUnion()) return apparent.types.every(indexable);
    if (checker.isArrayType(apparent) || checker.isTupleType(apparent) || apparent.flags & ts.TypeFlags.StringLike) return true;
    if (INDEXABLE.has(apparent.getSymbol()?.getName())) return true;
    return apparent.getNumberIndexType() !== undefined && apparent.getStringIndexType() === undefined;
  };

  /** `Object.hasOwn(o, k) ? o[k] : …`, `Object.hasOwn(o, k) && o[k]`, `if (Object.hasOwn(o, k)) … o[k]`: own keys only. */
  const guarded = (access, source) => {
    const object = access.expression.getText(source);
    const key = access.argumentExpression.getText(source);
    const isGuard = (condition) =>
      condition !== undefined &&
      ((ts.isParenthesizedExpression(condition) && isGuard(condition.expression)) ||
        (ts.isBinaryExpression(condition) && condition.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && (isGuard(condition.left) || isGuard(condition.right))) ||
        isHasOwn(condition));
    const isHasOwn = (condition) =>
      ts.isCallExpression(condition) &&
      ['Object.hasOwn', 'Object.prototype.hasOwnProperty.call'].includes(condition.expression.getText(source)) &&
      condition.arguments.length === 2 &&
      condition.arguments[0].getText(source) === object &&
      condition.arguments[1].getText(source) === key;
    for (let child = access, parent = access.parent; parent && !ts.isFunctionLike(parent); child = parent, parent = parent.parent) {
      if (ts.isConditionalExpression(parent) && parent.whenTrue === child && isGuard(parent.condition)) return true;
      if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && parent.right === child && isGuard(parent.left)) return true;
      if (ts.isIfStatement(parent) && parent.thenStatement === child && isGuard(parent.expression)) return true;
    }
    return false;
  };

  const findings = [];
  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile || (wanted ? !wanted.has(source.fileName) : !source.fileName.startsWith(join(ROOT, 'src') + '/'))) continue;
    const report = (node, why) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      findings.push(`${relative(ROOT, source.fileName)}:${line + 1}: ${why}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 100)}`);
    };
    const visit = (node) => {
      if (ts.isElementAccessExpression(node)) {
        const key = node.argumentExpression;
        if ((anyString(checker.getTypeAtLocation(key)) || forced(key)) && !indexable(checker.getTypeAtLocation(node.expression)) && !guarded(node, source)) {
          report(node, 'lookup by text on a plain object (use a Map, or ownValue)');
        }
      } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword) {
        if (anyString(checker.getTypeAtLocation(node.left))) report(node, '`in` finds inherited keys (use a Map, or Object.hasOwn)');
      } else if (ts.isPropertyAccessExpression(node) && PROTOTYPE_BUILTINS.has(node.name.text) && ts.isCallExpression(node.parent) && node.parent.expression === node) {
        report(node, 'prototype builtin called on an object (use Object.hasOwn)');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = findTextLookups(process.argv.slice(2));
  for (const finding of findings) console.log(finding);
  if (findings.length > 0) {
    console.error(`${findings.length} lookup(s) by text on plain objects: see scripts/check-lookups.mjs`);
    process.exit(1);
  }
  console.log('check:lookups: no lookup by text on a plain object');
}
