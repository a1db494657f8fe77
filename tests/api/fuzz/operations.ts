import type { TestServer } from '../helpers';
import type { JsonSchema } from './schema';

type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
};

/** One route and method of the OpenAPI document, as much of it as the fuzzer needs. */
export type Operation = {
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  key: string;
  pathParams: Parameter[];
  query: JsonSchema;
  body?: { type: 'json' | 'multipart'; schema: JsonSchema };
};

function queryObject(parameters: Parameter[]): JsonSchema {
  const query = parameters.filter((p) => p.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

function bodyOf(operation: OpenApiOperation): Operation['body'] {
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data']) return { type: 'multipart', schema: content['multipart/form-data'].schema };
  if (content['application/json']) return { type: 'json', schema: content['application/json'].schema };
  return undefined;
}

/** Every route and method the running API documents at GET /docs/json. */
export async function operationsOf(server: TestServer): Promise<Operation[]> {
  const doc = (await server.request('/docs/json')).body as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: queryObject(parameters),
        body: bodyOf(operation),
      };
    }),
  );
}
