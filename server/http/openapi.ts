// OpenAPI 3 document generated from the contracts' zod schemas, served at /v2/openapi.json.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/v2/openapi.json';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Game Hall /v2 API',
        version: '2.0.0',
        description:
          'Every call is a POST with a JSON body. Answers are `{code, msg, data}`; failures carry the ' +
          'HTTP status in `code`, a stable `error` key, `reqId` and, for invalid bodies, `issues`. ' +
          '`msg` follows Accept-Language.',
      },
      components: {
        securitySchemes: { sessionToken: { type: 'apiKey', in: 'header', name: 'TOKEN' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
