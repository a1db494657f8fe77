import type { FastifyRequest } from 'fastify';
import { FieldsError } from './http-errors';

/**
 * The bytes of the file sent in multipart field `field` (one file per request; the route registers
 * @fastify/multipart with its limits). A missing file is a 422 on that field; so is a body that ends early or does
 * not parse, which is the sender's fault and not a 500. Errors that carry a status (413 over the size limit, ...)
 * pass through.
 */
export async function uploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new FieldsError({ [field]: ['fileRequired'] });
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw new FieldsError({ [field]: ['fileRequired'] });
    return await file.toBuffer();
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new FieldsError({ [field]: ['uploadIncomplete'] });
  }
}
