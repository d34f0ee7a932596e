/**
 * The name of the unique constraint (or unique index) a statement violated, or undefined.
 * Drizzle wraps driver errors (`DrizzleQueryError.cause`), and pg and PGlite both expose
 * SQLSTATE `code` and `constraint`, so walk the cause chain.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return undefined;
}

/**
 * PostgreSQL stopped the statement because another transaction held what it needed in the other
 * order (40P01 deadlock_detected) or changed it first (40001 serialization_failure). The whole
 * transaction is rolled back, so the request can safely be sent again.
 */
export function isTransientConflict(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '40P01' || code === '40001') return true;
    current = cause;
  }
  return false;
}
