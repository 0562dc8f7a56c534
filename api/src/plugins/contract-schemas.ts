import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { refuseInvalidText } from '../http/input-text-guard';

/**
 * Routes validate requests and responses with the contract's zod schemas, both
 * ways; before that, no request part may carry NUL or broken Unicode.
 */
export const contractSchemasPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('preValidation', refuseInvalidText);
  },
  { name: 'contract-schemas', fastify: '5.x' },
);
