import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import pg from 'pg';

type Serializer = ((value: unknown) => string) | undefined;
type Prepared = { name: string; serializers: Serializer[]; resultTypes: number[] };

/**
 * PGlite, with the statements every request runs (db/prepared.ts) prepared once in SQL.
 *
 * PGlite's `query` parses and plans its statement every time, over five calls into the engine
 * (parse, describe, bind, describe, execute): for the small reads of the auth check or a wallet
 * balance that is most of the request's cost. A statement it is told of (`keepPrepared`) is
 * prepared once with `PREPARE`, then run as `EXECUTE name('…', …)` through `exec`, the simple
 * protocol: one call, no parsing or planning of the statement itself. In a measurement on this
 * engine the auth check's join took a third of the time it took through `query`.
 *
 * The values become SQL literals: each goes through its parameter's own serializer, as `query`
 * binds it, and is quoted by node-postgres's `escapeLiteral`, so no value can end the literal.
 * The rows come back in the same shape and through the same parsers as from `query`, so Drizzle's
 * prepared statements (which call `query` on this client) map them unchanged. Statements inside
 * a transaction run on the transaction's own client and are not affected.
 */
export class PreparingPGlite extends PGlite {
  readonly #prepared = new Map<string, Promise<Prepared | undefined>>();

  keepPrepared(text: string): void {
    if (this.#prepared.has(text)) return;
    this.#prepared.set(text, this.#prepare(`hot_${this.#prepared.size + 1}`, text));
  }

  async #prepare(name: string, text: string): Promise<Prepared | undefined> {
    try {
      const { queryParams, resultFields } = await this.describeQuery(text);
      await this.exec(`PREPARE ${name} AS ${text}`);
      return {
        name,
        serializers: queryParams.map((param) => param.serializer as Serializer),
        resultTypes: resultFields.map((field) => field.dataTypeID),
      };
    } catch {
      // Not a statement PREPARE takes: it keeps running through `query`, as any other.
      return undefined;
    }
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const prepared = await this.#prepared.get(text);
    if (!prepared) return super.query<T>(text, params, options);
    const literals = (params ?? []).map((value, i) =>
      value === null || value === undefined ? 'NULL' : pg.escapeLiteral(prepared.serializers[i]?.(value) ?? String(value)),
    );
    const call = literals.length ? `EXECUTE ${prepared.name}(${literals.join(', ')})` : `EXECUTE ${prepared.name}`;
    const [result] = await this.exec(call, withParsersItUses(options, prepared.resultTypes));
    if (!result) throw new Error(`${prepared.name} returned no result`);
    return result as Results<T>;
  }
}

/**
 * The options without their `parsers` when none is for a type the statement answers. PGlite
 * merges a call's own parsers into its table of every type's (some 300) on each call, about a
 * tenth of a millisecond, and Drizzle gives its few (for dates, as text) with every statement;
 * a page answered as one JSON text (db/pageDocument.ts) never uses them.
 */
function withParsersItUses(options: QueryOptions | undefined, resultTypes: readonly number[]): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || resultTypes.some((type) => type in parsers)) return options;
  return { ...options, parsers: undefined };
}
