import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldsError, HttpError } from './http-errors';
import { keyedBody } from './idempotency';

/**
 * The file sent in multipart field `field` (one file per request; the route registers @fastify/multipart with its
 * limits): its name as the sender gave it and its bytes. A missing file is a 422 on that field; so is a body that ends
 * early or does not parse, which is the sender's fault and not a 500. Errors that carry a status (413 over the size
 * limit, ...) pass through.
 */
export async function uploadedNamedFile(request: FastifyRequest, field: string): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new FieldsError({ [field]: ['fileRequired'] });
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw new FieldsError({ [field]: ['fileRequired'] });
    const bytes = await file.toBuffer();
    // toBuffer misses a limit reached by the last chunk it reads and answers the truncated bytes.
    if (file.file.truncated) throw new HttpError(413, 'payloadTooLarge');
    keyedBody(request, {}, [{ field, bytes }]);
    return { name: file.filename, bytes };
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new FieldsError({ [field]: ['uploadIncomplete'] });
  }
}

/**
 * A form of text fields and files in field `field`, each read whole (the route's multipart limits bound their number
 * and size: 413 past them): a body that ends early or does not parse is a 422 on `field`, a file in another field too.
 */
export async function uploadedForm(request: FastifyRequest, field: string): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  if (!request.isMultipart()) return { fields, files };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== field) throw new FieldsError({ [part.fieldname]: ['fileUnexpected'] });
      else {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new HttpError(413, 'payloadTooLarge');
        files.push(bytes);
      }
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new FieldsError({ [field]: ['uploadIncomplete'] });
  }
  keyedBody(
    request,
    fields,
    files.map((bytes) => ({ field, bytes })),
  );
  return { fields, files };
}

/** The bytes of the file sent in multipart field `field` (as `uploadedNamedFile`). */
export const uploadedFile = async (request: FastifyRequest, field: string) => (await uploadedNamedFile(request, field)).bytes;

/**
 * Route config that documents the multipart field `field` (and the text fields `fields`, if any) in the OpenAPI
 * document. The upload is read by `uploadedFile` or streamed, not validated as a body, so the route's zod body
 * schema cannot describe it.
 */
export const documentedUpload = (field: string, fields?: z.ZodObject): { swaggerTransform: SwaggerTransform } => ({
  swaggerTransform: (input) => {
    const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const text = fields ? (z.toJSONSchema(fields) as { properties?: object; required?: string[] }) : {};
    const body = {
      type: 'object',
      properties: { ...text.properties, [field]: { type: 'string', format: 'binary' } },
      required: [...(text.required ?? []), field],
    };
    return { url, schema: { ...schema, body } };
  },
});
