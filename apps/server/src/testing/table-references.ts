import { schema } from '@jeton/db';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';

// The tables a source file names (decision 0091): in SQL text (`sql` templates and `sql.raw`
// strings) after FROM, JOIN, INTO, UPDATE or TABLE, and as Drizzle table objects taken from
// `@jeton/db`'s `schema` or `@jeton/db/schema`. Found on TypeScript's syntax tree, so comments,
// prose and types (`typeof schema.users.$inferSelect`) do not count.

export interface TableReference {
  table: string;
  /** `sql` for SQL text, `drizzle` for a table object. */
  how: 'sql' | 'drizzle';
}

/** Table names by the name of their Drizzle object (`ledgerAccounts` → `ledger_accounts`). */
export const TABLES_BY_OBJECT: ReadonlyMap<string, string> = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)]] : [],
  ),
);
const TABLE_NAMES = new Set(TABLES_BY_OBJECT.values());

const TABLE_AFTER_KEYWORD =
  /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The known tables named in one piece of SQL text. */
export function tablesInSqlText(text: string): string[] {
  return [...text.matchAll(TABLE_AFTER_KEYWORD)]
    .map((match) => match[1]!)
    .filter((name) => TABLE_NAMES.has(name));
}

function templateTexts(template: ts.TemplateLiteral): string[] {
  return ts.isNoSubstitutionTemplateLiteral(template)
    ? [template.text]
    : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
}

/** The SQL text of `sql\`…\`` and of `sql.raw('…')`; nothing for any other expression. */
function sqlTexts(node: ts.Node): string[] {
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql')
    return templateTexts(node.template);
  if (ts.isCallExpression(node) && node.expression.getText() === 'sql.raw') {
    const [argument] = node.arguments;
    if (argument && ts.isStringLiteral(argument)) return [argument.text];
    if (argument && ts.isTemplateLiteral(argument)) return templateTexts(argument);
  }
  return [];
}

/** Local names of `schema` (the namespace) and of table objects imported or destructured from it. */
class SchemaNames {
  readonly namespaces = new Set<string>();
  readonly tables = new Map<string, string>();

  note(node: ts.Node): void {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) this.noteImport(node);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      this.namespaces.has(node.initializer.text)
    ) {
      for (const element of node.name.elements) {
        const imported = (element.propertyName ?? element.name).getText();
        if (ts.isIdentifier(element.name)) this.noteTable(element.name.text, imported);
      }
    }
  }

  private noteImport(node: ts.ImportDeclaration): void {
    const from = (node.moduleSpecifier as ts.StringLiteral).text;
    const bindings = node.importClause?.namedBindings;
    if (!bindings) return;
    if (from === '@jeton/db/schema' && ts.isNamespaceImport(bindings))
      this.namespaces.add(bindings.name.text);
    if (!ts.isNamedImports(bindings)) return;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (from === '@jeton/db' && imported === 'schema') this.namespaces.add(element.name.text);
      if (from === '@jeton/db/schema') this.noteTable(element.name.text, imported);
    }
  }

  private noteTable(local: string, imported: string): void {
    const table = TABLES_BY_OBJECT.get(imported);
    if (table) this.tables.set(local, table);
  }

  /** The table a value expression stands for (`schema.users`, or `users` imported), if any. */
  tableOf(node: ts.Node): string | undefined {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      return this.namespaces.has(node.expression.text) ? TABLES_BY_OBJECT.get(node.name.text) : undefined;
    }
    if (!ts.isIdentifier(node) || !this.tables.has(node.text)) return undefined;
    const parent = node.parent;
    const declares =
      ts.isImportSpecifier(parent) ||
      ts.isBindingElement(parent) ||
      (ts.isPropertyAccessExpression(parent) && parent.name === node);
    return declares ? undefined : this.tables.get(node.text);
  }
}

/** Every table reference in a TypeScript source text, in order. */
export function tableReferences(sourceText: string, fileName = 'source.ts'): TableReference[] {
  const file = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true);
  const names = new SchemaNames();
  const found: TableReference[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) return;
    names.note(node);
    for (const text of sqlTexts(node))
      for (const table of tablesInSqlText(text)) found.push({ table, how: 'sql' });
    const table = names.tableOf(node);
    if (table) found.push({ table, how: 'drizzle' });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
