/** Whether a database error is a unique-key violation (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    if (typeof current !== 'object') return false;
  }
  return false;
}
