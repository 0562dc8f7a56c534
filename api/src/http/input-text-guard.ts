import { hasInvalidCharacters, INVALID_CHARACTERS_MESSAGE } from '@club/contract/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationError } from './app-error';

/** Deeper JSON than this is not a request any client of the site sends. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first place in a request part (body, query, params) whose text, key or
 * value, holds NUL or an unpaired surrogate; an error when the part nests too
 * deeply. Walked without recursion, so a hostile nesting cannot exhaust the stack.
 */
function firstInvalidText(input: unknown, root: string): { path: string } | 'too-deep' | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (hasInvalidCharacters(value)) return { path: path.join('.') || root };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return 'too-deep';
    for (const [key, child] of Object.entries(value)) {
      if (hasInvalidCharacters(key)) return { path: [...path, '…'].join('.') };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * A preValidation hook for every route: the contract refuses NUL and broken
 * Unicode in each text field it defines, and this refuses them anywhere else
 * in the request, before a schema or a query sees them.
 */
export function refuseInvalidText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const parts: [string, unknown][] = [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ];
  for (const [root, input] of parts) {
    const found = firstInvalidText(input, root);
    if (found === 'too-deep') {
      done(new AppError(400, 'BAD_REQUEST', 'The request body is nested too deeply.'));
      return;
    }
    if (found) {
      done(validationError(found.path, INVALID_CHARACTERS_MESSAGE));
      return;
    }
  }
  done();
}
