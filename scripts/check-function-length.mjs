#!/usr/bin/env node
// No function over 120 lines (issue 29, decision 0089), run by `npm run lint`: every function,
// arrow, method and component in the given folders (the player site and the back office by
// default), measured from its first line to its last, blank lines, comments and JSX included.
// Biome's noExcessiveLinesPerFunction counts no line of a JSX tree (a 125-line return of markup
// is 0), so it would pass the components this is for.
// Functions written before the rule and not split yet are listed, with their length at the time,
// in function-length-allowance.json: one may shrink, not grow, and leaves the list once split (a
// listed function now short enough fails too, so that the list stays true).
// `node scripts/check-function-length.mjs [--max 120] [folder...]`; exits 1 when one is longer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_FOLDERS = ['apps/web/app', 'apps/backoffice/app', 'apps/server/src'];
const SKIPPED = new Set(['node_modules', 'build', 'dist', '.react-router']);
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx)$/;

/** The functions of one file longer than `maxLines`: `{ name, line, lines }`, line 1-based. */
export function longFunctions(fileName, text, maxLines) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const found = [];
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart(source));
      const lines = lineOf(node.getEnd()) - first + 1;
      if (lines > maxLines) found.push({ name: nameOf(node, source), line: first, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKind(fileName) {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.(mjs|js)$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** What a reader calls the function: its name, the variable or property it is, or the call it is given to. */
function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const label = parent.arguments.find((argument) => ts.isStringLiteralLike(argument));
    const callee = parent.expression.getText(source);
    return label ? `${callee}(${JSON.stringify(label.text)})` : `${callee}(…)`;
  }
  return '(anonymous)';
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

function main(argv) {
  const maxAt = argv.indexOf('--max');
  const maxLines = maxAt >= 0 ? Number(argv[maxAt + 1]) : 120;
  const folders = argv.filter((_, index) => maxAt < 0 || (index !== maxAt && index !== maxAt + 1));
  const allowance = folders.length > 0 ? {} : readAllowance();
  const problems = [];
  const listed = new Set();
  for (const folder of folders.length > 0 ? folders : DEFAULT_FOLDERS) {
    for (const file of sourceFiles(path.resolve(root, folder))) {
      for (const found of longFunctions(file, readFileSync(file, 'utf8'), maxLines)) {
        const key = `${path.relative(root, file)} ${found.name}`;
        const allowed = allowance[key];
        if (allowed !== undefined) listed.add(key);
        if (allowed === undefined || found.lines > allowed) {
          const over = allowed === undefined ? '' : ` (listed at ${allowed})`;
          problems.push(
            `${path.relative(root, file)}:${found.line} ${found.name}: ${found.lines} lines${over}`,
          );
        }
      }
    }
  }
  for (const key of Object.keys(allowance)) {
    if (!listed.has(key))
      problems.push(`${key}: split or gone, remove it from function-length-allowance.json`);
  }
  const known = listed.size > 0 ? ` (${listed.size} listed, still to split)` : '';
  if (problems.length === 0) {
    console.info(`✔ no new function over ${maxLines} lines${known}`);
    return 0;
  }
  console.error(`✖ ${problems.length} function(s) over ${maxLines} lines: split them into named pieces.`);
  for (const problem of problems) console.error(`  ${problem}`);
  return 1;
}

function readAllowance() {
  return JSON.parse(readFileSync(path.join(root, 'scripts/function-length-allowance.json'), 'utf8'))
    .functions;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
