/**
 * Turns schema validation issues into one message that names the field, e.g.
 * "email: Please enter a valid e-mail address" with field "email".
 */

export interface ValidationIssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  keys?: readonly string[];
  errors?: readonly (readonly ValidationIssueLike[])[];
}

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A union (such as "e-mail, or mobile and country code") fails in every
 * branch; the branch with the fewest issues is the one the client meant.
 */
function closestBranch(issue: ValidationIssueLike): ValidationIssueLike[] | null {
  if (issue.code !== 'invalid_union' || !issue.errors || issue.errors.length === 0) return null;
  const sorted = [...issue.errors]
    .filter((branch) => branch.length > 0)
    .sort((a, b) => a.length - b.length);
  const best = sorted[0];
  if (!best) return null;
  return best.map((child) => ({ ...child, path: [...issue.path, ...child.path] }));
}

function firstConcreteIssue(issue: ValidationIssueLike): ValidationIssueLike {
  const branch = closestBranch(issue);
  const first = branch?.[0];
  return first ? firstConcreteIssue(first) : issue;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describe(issue: ValidationIssueLike, input: unknown): string {
  if (issue.code !== 'unrecognized_keys' && valueAt(input, issue.path) === undefined) {
    return 'This field is required';
  }
  if (issue.code === 'invalid_type') {
    const expected = typeof issue.expected === 'string' ? issue.expected : 'another type';
    return `Expected ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
  }
  if (issue.code === 'unrecognized_keys') return 'Unknown field';
  if (issue.code === 'invalid_union') return 'Invalid value';
  return issue.message;
}

/** `input` is what the client sent (body, query or params), to tell a missing field from a wrong one. */
export function describeValidationIssue(
  issue: ValidationIssueLike,
  context: string,
  input: unknown,
): FieldProblem {
  const concrete = firstConcreteIssue(issue);
  const path = concrete.path.map(String);
  if (concrete.code === 'unrecognized_keys' && concrete.keys?.[0]) path.push(concrete.keys[0]);
  const field = path.length > 0 ? path.join('.') : context;
  let message = describe(concrete, input);
  if (path.length === 0 && context === 'body' && message === 'This field is required') {
    message = 'A JSON request body is required';
  }
  return { field, message };
}
