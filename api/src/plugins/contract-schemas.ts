import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/** Routes validate requests and responses with the contract's zod schemas, both ways. */
export const contractSchemasPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'contract-schemas', fastify: '5.x' },
);
