import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOAD_CHUNK_BYTES, uploadRoutes } from '../../../../contracts';
import { FieldsError } from '../../lib/http-errors';
import { keyedFile } from '../../lib/idempotency';
import { routesOf } from '../../lib/route';

/** Errors of the multipart parser (busboy) about the request body itself. */
const isBodyError = (error: unknown) => /unexpected end of (form|multipart)|part terminated early|malformed|boundary/i.test((error as Error)?.message ?? '');

const routes: FastifyPluginAsync = async (app) => {
  const { uploads } = app.services;
  const { uploadBytes } = app.metrics;
  // One chunk of at most 10 MB per request (a byte more is read to tell a longer one), streamed to the store and
  // never buffered whole; the JSON body limit of the other routes does not apply to multipart bodies.
  await app.register(multipart, { fileHwm: 1024 * 1024, limits: { fileSize: UPLOAD_CHUNK_BYTES + 1, files: 1, fields: 10, fieldSize: 200, parts: 11 } });
  const route = routesOf(app, 'uploads');

  route(
    uploadRoutes.uploadChunk,
    {
      summary: 'Upload one chunk of a file (Dropzone chunked protocol, 10 MB chunks)',
      description:
        'Multipart: the fields dzchunkindex, dztotalfilesize, dzchunksize, dztotalchunkcount, dzchunkbyteoffset (and, after the first chunk, ' +
        'path: the answer to the first) come before the file part `file`. Chunks arrive in order; the first answers 201 with data.path. ' +
        'The content must be a jpeg, png, gif, raw image, mp4, quicktime, avi, wmv or mkv by its magic bytes (pdf, office and dwg documents ' +
        'for building objects). The first chunk is refused, nothing stored, with 413 when the declared total is above the limit of its ' +
        'category (photo 100 MB, video 100*1024 MB, document 20 MB) or would take the user\'s unclaimed uploads past their quota ' +
        '(UPLOAD_USER_QUOTA_BYTES); any chunk with 507 when the disk would keep less than UPLOAD_MIN_FREE_BYTES free. A chunk over 10 MB ' +
        'is 413; a chunk at the wrong offset 422; another user\'s path 404. New files: 300 an hour per user; a file expires ' +
        'TEMP_FILE_TTL_SECONDS after its first chunk unless claimed.',
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new FieldsError({ file: ['fileRequired'] });
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'file') throw new FieldsError({ file: ['fileRequired'] });
          const body = keyedFile(request, fields, part.fieldname, part.file);
          const { created, file } = await uploads.receiveChunk(request.user!, fields, body, part.filename);
          // The chunk stored: what the file holds now past the offset it started at (the service checked that offset).
          uploadBytes.inc(file.receivedBytes - Number(fields.dzchunkbyteoffset));
          reply.status(created ? 201 : 200);
          return file;
        }
      } catch (error) {
        // A body that ends early or does not parse is the sender's fault (422); errors with a status (413, 404, ...)
        // pass through, and so does a failing store (500).
        if (typeof (error as { statusCode?: unknown }).statusCode === 'number' || !isBodyError(error)) throw error;
        throw new FieldsError({ file: ['uploadIncomplete'] });
      }
      throw new FieldsError({ file: ['fileRequired'] });
    },
  );

  route(uploadRoutes.remove, { summary: "Delete one of the user's temporary files (data.path of POST /temp-files)" }, async (request) =>
    uploads.remove(request.user!, request.body.path),
  );
};

export default routes;
