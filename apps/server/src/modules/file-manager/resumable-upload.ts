import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESUMABLE_UPLOAD_PATH } from '@fieldbook/domain';
import {
  UPLOAD_LIMITS,
  UPLOAD_MIN_BYTES,
  UPLOAD_MESSAGES,
  formatBytes,
  validateEntryName,
} from '@fieldbook/domain/uploads/index';
import type { Actor } from '../../platform/db/tenancy';
import { AppError, errors } from '../../platform/errors/app-error';
import { errorEnvelope } from '../../platform/errors/error-handler';
import { guardRoute } from '../../platform/http/guard';
import { defineRoute } from '../../platform/http/route';
import { translate } from '../../platform/i18n/i18n';
import { requestLanguage } from '../../platform/i18n/request-language';
import { UploadRejectedError } from '../../platform/uploads';
import { acceptUpload, uploadRejected } from './accept-upload';
import { MANAGE_FILES } from './file-manager.routes';
import { nameError } from './file-manager-entries';
import { assertUploadFolder } from './file-uploads.service';

/** Unfinished uploads are kept this long for a resume, then removed (ADR 146). */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The caller of the tus request being handled, for the hooks (which only see a web Request). */
const current = new AsyncLocalStorage<{ request: FastifyRequest; actor: Actor }>();

/** The guard every tus request passes: signed in, a workspace, the file-manager permission (CSRF runs before). */
const guard = defineRoute({
  method: 'POST',
  url: RESUMABLE_UPLOAD_PATH,
  summary: 'Resumable upload (tus 1.0.0)',
  permission: MANAGE_FILES,
  response: z.unknown(),
  handler: () => Promise.resolve(undefined),
});

const folderSchema = z.string().uuid().nullable();

function caller(): { request: FastifyRequest; actor: Actor } {
  const context = current.getStore();
  if (!context) throw new Error('tus hook outside a request');
  return context;
}

/** An AppError as tus hooks must throw it: status and the API's JSON envelope in the caller's language. */
function tusError(error: unknown): { status_code: number; body: string } {
  const appError =
    error instanceof AppError ? error : error instanceof UploadRejectedError ? uploadRejected(error) : null;
  if (!appError) throw error;
  return { status_code: appError.status, body: JSON.stringify(errorEnvelope(caller().request, appError)) };
}

/** Size, name and folder are checked when the upload is created, before any byte is sent. */
async function checkCreate(upload: Upload): Promise<Record<string, string | null>> {
  const { request, actor } = caller();
  const size = upload.size;
  if (size === undefined) throw errors.validation({ file: { key: 'gen.validations.required' } });
  if (size > UPLOAD_LIMITS.maxBytes)
    throw uploadRejected(
      new UploadRejectedError(UPLOAD_MESSAGES.tooLarge, { max: formatBytes(UPLOAD_LIMITS.maxBytes) }),
    );
  if (size < UPLOAD_MIN_BYTES.file_manager)
    throw uploadRejected(
      new UploadRejectedError(UPLOAD_MESSAGES.tooSmall, { min: formatBytes(UPLOAD_MIN_BYTES.file_manager) }),
    );
  const name = upload.metadata?.filename ?? upload.metadata?.name ?? '';
  const problem = validateEntryName(name, []);
  if (problem) throw nameError(problem, 'file');
  const folder = folderSchema.safeParse(upload.metadata?.folder_id || null);
  if (!folder.success) throw errors.validation({ folder_id: { key: 'gen.validations.invalid_type' } });
  await assertUploadFolder(request.server.deps.db, actor, folder.data);
  return {
    filename: name,
    folder_id: folder.data,
    org_id: actor.orgId,
    user_id: actor.userId,
  };
}

/**
 * Mounts the tus 1.0.0 endpoint at /api/file/tus (ADR 146): parts are kept under DATA_DIR/tus until the last byte,
 * then the finished file takes the same path as POST /file/upload (content check, storage, row) and the part file
 * is removed. Only its creator (same user and workspace) may resume, inspect or cancel an upload.
 */
export async function registerResumableUploads(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const datastore = new FileStore({
    directory: join(deps.config.dataDir, 'tus'),
    expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
  });
  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore,
    relativeLocation: true,
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const { actor } = caller();
      const upload = await datastore.getUpload(id).catch(() => null);
      if (upload && (upload.metadata?.org_id !== actor.orgId || upload.metadata?.user_id !== actor.userId)) {
        throw tusError(errors.notFound());
      }
    },
    async onUploadCreate(_req, upload) {
      try {
        return { metadata: await checkCreate(upload) };
      } catch (error) {
        throw tusError(error);
      }
    },
    async onUploadFinish(_req, upload) {
      const { request, actor } = caller();
      try {
        const entry = await acceptUpload(deps, actor, {
          stream: createReadStream(join(datastore.directory, upload.id)),
          fileName: upload.metadata?.filename ?? '',
          folderId: upload.metadata?.folder_id ?? null,
        });
        const body = { message: translate(requestLanguage(request), 'file_manager.uploaded'), data: entry };
        return {
          status_code: 200,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        };
      } catch (error) {
        throw tusError(error);
      } finally {
        await datastore.remove(upload.id).catch(() => undefined);
      }
    },
  });
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => 0), 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(async (scope) => {
    // tus bodies are raw bytes read by the tus server itself, never parsed by Fastify.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    scope.route({
      method: ['POST', 'PATCH', 'HEAD', 'DELETE'],
      url: `${RESUMABLE_UPLOAD_PATH}/:id?`,
      schema: { hide: true },
      handler: async (request, reply) => {
        await guardRoute(guard, request, reply);
        const access = request.access;
        const actor: Actor = {
          orgId: access?.org?.id ?? null,
          userId: access?.session.user.id ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        };
        reply.hijack();
        await current.run({ request, actor }, () => tus.handle(request.raw, reply.raw));
      },
    });
  });
}
