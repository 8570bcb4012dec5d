import { randomUUID } from 'node:crypto';
import { z } from 'zod';

// Tables of tests over a method catalogue read each method's input from its own zod schema (through
// its JSON Schema): where it takes text, and an input of its shape to carry one hostile value.

/** A place in an input: property names and list positions. */
export type InputPath = readonly (string | number)[];

interface Node {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  propertyNames?: Node;
  items?: Node;
  prefixItems?: Node[];
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  $ref?: string;
}

/** Deeper than any input of ours; stops a recursive schema. */
const MAX_DEPTH = 8;

function inputJsonSchema(schema: z.ZodType): Node & { $defs?: Record<string, Node> } {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
}

/**
 * Every path where the schema takes a string, or anything (`{}` takes a string too): object
 * properties, a record's values (under one of its keys) and a list's first item. Once each, though
 * several alternatives of a union may take text at the same path.
 */
export function textPaths(schema: z.ZodType): InputPath[] {
  const root = inputJsonSchema(schema);
  const paths = new Map<string, InputPath>();
  const visit = (node: Node, path: InputPath) => {
    const resolved = resolve(root, node);
    if (path.length > MAX_DEPTH) return;
    const options = alternatives(resolved);
    if (options.length > 0) {
      const text = options.find(takesText);
      if (text) paths.set(JSON.stringify(path), path);
      for (const option of options) if (!takesText(option)) visitChildren(option, path);
      return;
    }
    if (takesText(resolved)) paths.set(JSON.stringify(path), path);
    else visitChildren(resolved, path);
  };
  const visitChildren = (node: Node, path: InputPath) => {
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, [...path, name]);
    if (typeof node.additionalProperties === 'object') {
      visit(node.additionalProperties, [...path, recordKeyOf(node)]);
    }
    if (node.items) visit(node.items, [...path, 0]);
    for (const [index, item] of (node.prefixItems ?? []).entries()) visit(item, [...path, index]);
  };
  visit(root, []);
  return [...paths.values()];
}

/** A value of the schema's shape: every property given, each leaf as plausible as its JSON Schema says. */
export function sampleInput(schema: z.ZodType): Record<string, unknown> {
  const root = inputJsonSchema(schema);
  const sample = (node: Node, depth: number): unknown => {
    const resolved = resolve(root, node);
    if (depth > MAX_DEPTH) return null;
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum) return resolved.enum[0];
    const options = alternatives(resolved);
    if (options.length > 0) return sample(options.find((o) => o.type !== 'null') ?? options[0]!, depth);
    switch (typeOf(resolved)) {
      case 'object':
        return sampleObject(resolved, (child) => sample(child, depth + 1));
      case 'array':
        return Array.from({ length: Math.max(resolved.minItems ?? 1, 1) }, () =>
          sample(resolved.items ?? {}, depth + 1),
        );
      case 'string':
        return sampleString(resolved);
      case 'integer':
      case 'number':
        return resolved.minimum ?? (resolved.exclusiveMinimum ?? 0) + 1;
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        return resolved.default ?? 'x';
    }
  };
  return sample(root, 0) as Record<string, unknown>;
}

/** A copy of `value` with `leaf` at `path`, creating what is missing on the way. */
export function withValueAt(value: unknown, path: InputPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, leaf);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = withValueAt(
    (object as Record<string, unknown>)[head],
    rest,
    leaf,
  );
  return object;
}

/** The form field a path belongs to, as input-errors.ts names it (list positions dropped). */
export function fieldOf(path: InputPath): string {
  const names = path.filter((key) => typeof key !== 'number').map(String);
  return names.length > 0 ? names.join('.') : '_';
}

function resolve(root: Node & { $defs?: Record<string, Node> }, node: Node): Node {
  if (!node.$ref) return node;
  const name = node.$ref.split('/').at(-1) ?? '';
  return node.$ref === '#' ? root : (root.$defs?.[name] ?? {});
}

function alternatives(node: Node): Node[] {
  return node.anyOf ?? node.oneOf ?? (node.allOf?.length === 1 ? node.allOf : []);
}

function typeOf(node: Node): string | undefined {
  if (Array.isArray(node.type)) return node.type.find((type) => type !== 'null') ?? 'null';
  if (node.type) return node.type;
  if (node.properties || node.additionalProperties) return 'object';
  return undefined;
}

/** A string, or anything at all (z.unknown, a preprocessed field): both take text as sent. */
function takesText(node: Node): boolean {
  const type = node.type;
  if (Array.isArray(type)) return type.includes('string');
  if (type) return type === 'string';
  return !node.properties && !node.additionalProperties && !node.items && !node.anyOf && !node.oneOf;
}

function recordKeyOf(node: Node): string {
  const keys = node.propertyNames?.enum;
  return typeof keys?.[0] === 'string' ? keys[0] : 'key';
}

function sampleObject(node: Node, sample: (child: Node) => unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(node.properties ?? {})) object[name] = sample(child);
  if (typeof node.additionalProperties === 'object') {
    // A record keyed by an enum needs every key; any other record, one.
    const keys = node.propertyNames?.enum ?? [recordKeyOf(node)];
    for (const key of keys) object[String(key)] = sample(node.additionalProperties);
  }
  return object;
}

/** Candidates tried against a pattern: ids, slugs, codes, amounts, URLs. */
const PATTERN_CANDIDATES = ['abc', '1', 'ab-1', '123456', '10', 'USD', '/a', 'https://example.com/a', ''];

function sampleString(node: Node): string {
  const byFormat: Record<string, string> = {
    uuid: randomUUID(),
    date: '2026-11-01',
    'date-time': '2026-11-01T00:00:00.000Z',
    email: 'someone@example.com',
    uri: 'https://example.com/',
    url: 'https://example.com/',
  };
  const formatted = node.format ? byFormat[node.format] : undefined;
  if (formatted) return formatted;
  if (node.pattern) {
    const pattern = new RegExp(node.pattern, 'u');
    const matching = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (matching !== undefined) return matching;
  }
  const length = Math.max(node.minLength ?? 3, 3);
  return 'abcdefghij'.repeat(Math.ceil(length / 10)).slice(0, Math.min(length, node.maxLength ?? length));
}
