/** Whether a database error is a unique-key violation (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasSqlState(error, '23505', constraint);
}

/** Whether a database error is a foreign-key violation (SQLSTATE 23503): the row referred to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

function hasSqlState(error: unknown, sqlState: string, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return constraint === undefined || name === constraint;
    if (typeof current !== 'object') return false;
  }
  return false;
}
