import { randomBytes } from 'node:crypto';
import { VERIFICATION_DECISIONS } from '@jeton/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REJECT_LABELS } from '../../ports/verification-provider.js';
import { sendSandboxPage } from '../sandbox-page.js';
import { connectSandboxWebhooks } from '../sandbox-webhooks.js';
import { cleanFileName, type DocumentContentType, extensionOf, sniffDocumentType } from './document-files.js';
import { KYC_SIGNATURE_HEADER, MAX_DOCUMENTS_PER_ATTEMPT, type SandboxKyc } from './sandbox-kyc.js';
import {
  applicantPage,
  DOCUMENT_TYPES,
  invalidLinkPage,
  localeOf,
  PAGE_HEADERS,
  PAGE_STYLE,
  type PageLocale,
  type PageMessage,
  sitePath,
  TEXTS,
} from './sandbox-kyc-page.js';
import type { SandboxApplicant } from './sandbox-kyc-store.js';

// The sandbox verification provider's hosted page: opened with an access token (getAccessToken),
// which is the only authorisation here: a document is served only to its applicant's token.

type TokenParams = { token: string };
const DOCUMENT_ID = /^doc_[0-9a-f]{24}$/;

export function registerSandboxKyc(app: FastifyInstance, sandbox: SandboxKyc): void {
  connectSandboxWebhooks(
    app,
    sandbox.webhooks,
    `/webhooks/verification/${sandbox.name}`,
    KYC_SIGNATURE_HEADER,
  );
  app.addHook('onReady', async () => sandbox.resumePending());

  /** The token's applicant, or null after answering the invalid-link page. */
  async function applicantOf(request: FastifyRequest<{ Params: TokenParams }>, reply: FastifyReply) {
    const grant = sandbox.openToken(request.params.token);
    const applicant = grant ? await sandbox.store.find(grant.applicantId) : undefined;
    if (!applicant) {
      await send(reply, 401, 'en', invalidLinkPage());
      return null;
    }
    return applicant;
  }

  async function showPage(
    reply: FastifyReply,
    status: number,
    token: string,
    applicant: SandboxApplicant,
    message?: PageMessage,
  ) {
    const documents = await sandbox.store.documents(applicant.id, applicant.attempt);
    const content = applicantPage({
      token,
      applicant,
      documents,
      maxUploadBytes: sandbox.options.maxUploadBytes,
      message,
    });
    return send(reply, status, localeOf(applicant.locale), content);
  }

  app.get<{ Params: TokenParams }>('/sandbox/kyc/:token', async (request, reply) => {
    const applicant = await applicantOf(request, reply);
    if (!applicant) return reply;
    return showPage(reply, 200, request.params.token, applicant);
  });

  app.post<{ Params: TokenParams }>('/sandbox/kyc/:token/documents', async (request, reply) => {
    const applicant = await applicantOf(request, reply);
    if (!applicant) return reply;
    const token = request.params.token;
    if (applicant.reviewStatus !== 'init') return showPage(reply, 409, token, applicant);
    if ((await sandbox.store.documentCount(applicant.id, applicant.attempt)) >= MAX_DOCUMENTS_PER_ATTEMPT) {
      return showPage(reply, 409, token, applicant, 'tooMany');
    }
    const upload = await readUpload(request, sandbox.options.maxUploadBytes);
    if ('refused' in upload) return showPage(reply, upload.status, token, applicant, upload.refused);
    const documentId = `doc_${randomBytes(12).toString('hex')}`;
    await sandbox.files.write(applicant.id, documentId, upload.contentType, upload.bytes);
    try {
      await sandbox.store.insertDocument({
        id: documentId,
        applicantId: applicant.id,
        attempt: applicant.attempt,
        documentType: upload.documentType,
        originalName: upload.name,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.length,
      });
    } catch (error) {
      // No file without its record.
      await sandbox.files.remove(applicant.id, documentId, upload.contentType);
      throw error;
    }
    return reply.redirect(`/sandbox/kyc/${token}`, 303);
  });

  app.get<{ Params: TokenParams & { documentId: string } }>(
    '/sandbox/kyc/:token/documents/:documentId',
    async (request, reply) => {
      const applicant = await applicantOf(request, reply);
      if (!applicant) return reply;
      const documentId = request.params.documentId;
      const document = DOCUMENT_ID.test(documentId)
        ? await sandbox.store.document(applicant.id, documentId)
        : undefined;
      if (!document) return send(reply, 404, localeOf(applicant.locale), '<p>404</p>');
      const type = document.contentType as DocumentContentType;
      const bytes = await sandbox.files.read(applicant.id, document.id, type);
      return reply
        .headers({
          ...PAGE_HEADERS,
          'content-security-policy': "default-src 'none'; sandbox",
          'content-disposition': `attachment; filename="document.${extensionOf(type)}"`,
          'x-content-type-options': 'nosniff',
        })
        .type(type)
        .send(bytes);
    },
  );

  app.post<{ Params: TokenParams; Body: Record<string, unknown> }>(
    '/sandbox/kyc/:token/submit',
    async (request, reply) => {
      const applicant = await applicantOf(request, reply);
      if (!applicant) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const decision = VERIFICATION_DECISIONS.find((d) => d === body.decision);
      const reason = REJECT_LABELS.find((label) => label === body.reason) ?? null;
      if (!decision || (decision !== 'approved' && !reason)) {
        return showPage(reply, 400, request.params.token, applicant);
      }
      if (!(await sandbox.submit(applicant, { decision, reason }))) {
        return showPage(reply, 409, request.params.token, applicant, 'notOpen');
      }
      return reply.redirect(sitePath(localeOf(applicant.locale), '?submitted=1'), 303);
    },
  );
}

type Upload =
  | {
      bytes: Buffer;
      contentType: DocumentContentType;
      name: string;
      documentType: string;
    }
  | { refused: PageMessage; status: number };

/** One file and its document type from a multipart form, within the size limit, sniffed. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) return { refused: 'missingFile', status: 400 };
  let bytes: Buffer;
  let fileName: string;
  let fields: Record<string, unknown>;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 200 } });
    if (!file) return { refused: 'missingFile', status: 400 };
    fileName = file.filename;
    fields = file.fields as Record<string, unknown>;
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return { refused: 'tooLarge', status: 413 };
    return { refused: 'missingFile', status: 400 };
  }
  const typeField = fields.document_type as { value?: unknown } | undefined;
  const documentType = DOCUMENT_TYPES.find((type) => type === typeField?.value);
  if (!documentType || bytes.length === 0) return { refused: 'missingFile', status: 400 };
  const contentType = sniffDocumentType(bytes);
  if (!contentType) return { refused: 'wrongType', status: 415 };
  return { bytes, contentType, name: cleanFileName(fileName), documentType };
}

function send(reply: FastifyReply, status: number, locale: PageLocale, content: string) {
  const page = { locale, title: TEXTS[locale].title, style: PAGE_STYLE, content };
  return sendSandboxPage(reply, status, page, PAGE_HEADERS);
}
