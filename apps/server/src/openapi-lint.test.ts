import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './api/openapi.js';
import { buildBackofficeOpenApiDocument } from './modules/backoffice/backoffice-openapi.js';
import { allApiMethods, allBackofficeErrors } from './testing/api-methods.js';

const API_METHODS = await allApiMethods();
const BACKOFFICE_ERRORS = await allBackofficeErrors();

// Issue 29: both API documents pass Redocly's recommended ruleset with no warning, as
// `npx @redocly/cli lint` would say, checked here with Redocly's own library (no download).

/**
 * The recommended rules, less `info-license`: the project has not chosen a licence, and the
 * document will not invent one (decision 0088).
 */
const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } });

async function problemsOf(document: unknown): Promise<string[]> {
  const problems: NormalizedProblem[] = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
}

describe('the OpenAPI documents lint clean with the recommended rules', () => {
  it('the product API (/api/docs)', async () => {
    expect(await problemsOf(buildOpenApiDocument(API_METHODS))).toEqual([]);
  });

  it('the back-office API (/backoffice/api/docs)', async () => {
    expect(await problemsOf(buildBackofficeOpenApiDocument(BACKOFFICE_ERRORS))).toEqual([]);
  });

  it('sees what was wrong before: no servers, an operation without a 4xx answer', async () => {
    type Operation = { responses: Record<string, unknown> };
    const document = buildOpenApiDocument(API_METHODS.slice(0, 1)) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const [operation] = Object.values(document.paths).flatMap((verbs) => Object.values(verbs));
    const { '200': success, default: fallback } = operation!.responses;
    operation!.responses = { '200': success, default: fallback };
    const problems = await problemsOf({ ...document, servers: undefined });
    expect(problems.join('\n')).toMatch(/no-empty-servers/);
    expect(problems.join('\n')).toMatch(/operation-4xx-response/);
  });
});
