import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI 3 document, generated from the routes' zod schemas: JSON at /api/docs/json, browsable at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, { version }: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Caseboard API',
          description:
            'Projects, versioned snapshots, sharing and AI generation of consulting artefacts. Errors are `{ code, message, details? }` with a stable `code`.',
          version,
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'Session token from sign-in.' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'auth_token' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { deepLinking: true } });
  },
  { name: 'openapi' },
);
