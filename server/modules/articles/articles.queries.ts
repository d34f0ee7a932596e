import { and, desc, eq, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { ArticleCategory, ArticleStatus } from '../../../contract/articles';
import type { Executor, Tx } from '../../db/connect';
import { selectPage, type Paging } from '../../db/paging';
import { eqIfGiven } from '../../db/rows';
import { likePattern } from '../../db/search';
import { articleImages, articles, staticPages } from '../../db/schema';

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export type StaticPageRow = typeof staticPages.$inferSelect;
export type NewStaticPage = typeof staticPages.$inferInsert;

/** `q` in the title or the text (the Markdown, so a word in a link's label counts too). */
const searching = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(articles.title, pattern), ilike(articles.body, pattern));
};

/** What readers see: published, and its published time come. */
const readable = (now: Date) => and(eq(articles.status, 'published'), lte(articles.publishedAt, now));

export function pageOfReadableArticles(
  db: Executor,
  { category, q, now, paging }: { category?: ArticleCategory; q?: string; now: Date; paging: Paging },
) {
  const select = db.select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)).$dynamic();
  const where = and(readable(now), eqIfGiven(articles.category, category), searching(q));
  return selectPage(db, { select, from: articles, where }, paging);
}

export async function findReadableArticle(db: Executor, { id, now }: { id: number; now: Date }): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), readable(now)));
  return row;
}

/** Staff's list: every article, the last changed first. */
export function pageOfArticles(
  db: Executor,
  { status, category, q, paging }: { status?: ArticleStatus; category?: ArticleCategory; q?: string; paging: Paging },
) {
  const select = db.select().from(articles).orderBy(desc(articles.updatedAt), desc(articles.id)).$dynamic();
  const where = and(eqIfGiven(articles.status, status), eqIfGiven(articles.category, category), searching(q));
  return selectPage(db, { select, from: articles, where }, paging);
}

export async function findArticle(db: Executor, { id, lock = false }: { id: number; lock?: boolean }): Promise<ArticleRow | undefined> {
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertArticle(tx: Tx, values: NewArticle): Promise<ArticleRow> {
  const [row] = await tx.insert(articles).values(values).returning();
  return row!;
}

export async function updateArticle(tx: Tx, { id, values }: { id: number; values: Partial<NewArticle> }): Promise<ArticleRow | undefined> {
  const [row] = await tx.update(articles).set(values).where(eq(articles.id, id)).returning();
  return row;
}

export async function deleteArticle(tx: Tx, { id }: { id: number }): Promise<boolean> {
  const deleted = await tx.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return deleted.length > 0;
}

/** Keeps a picture once per file: the same bytes again answer the token they got the first time. */
export async function storeArticleImage(db: Executor, values: Omit<typeof articleImages.$inferInsert, 'id'>): Promise<string> {
  await db.insert(articleImages).values(values).onConflictDoNothing({ target: articleImages.sha256 });
  const [row] = await db.select({ token: articleImages.token }).from(articleImages).where(eq(articleImages.sha256, values.sha256));
  return row!.token;
}

/** Which of `tokens` the picture store has. */
export async function knownImageTokens(db: Executor, tokens: string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db.select({ token: articleImages.token }).from(articleImages).where(inArray(articleImages.token, tokens));
  return new Set(rows.map((row) => row.token));
}

export async function findStaticPage(
  db: Executor,
  { id, slug, lock = false }: { id?: number; slug?: string; lock?: boolean },
): Promise<StaticPageRow | undefined> {
  const where = id !== undefined ? eq(staticPages.id, id) : eq(staticPages.slug, slug ?? '');
  const query = db.select().from(staticPages).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const listStaticPages = (db: Executor): Promise<StaticPageRow[]> => db.select().from(staticPages).orderBy(staticPages.slug);

export async function insertStaticPage(tx: Tx, values: NewStaticPage): Promise<StaticPageRow> {
  const [row] = await tx.insert(staticPages).values(values).returning();
  return row!;
}

export async function updateStaticPage(
  tx: Tx,
  { id, values }: { id: number; values: Partial<NewStaticPage> },
): Promise<StaticPageRow | undefined> {
  const [row] = await tx.update(staticPages).set(values).where(eq(staticPages.id, id)).returning();
  return row;
}

export async function deleteStaticPage(tx: Tx, { id }: { id: number }): Promise<boolean> {
  const deleted = await tx.delete(staticPages).where(eq(staticPages.id, id)).returning({ id: staticPages.id });
  return deleted.length > 0;
}
