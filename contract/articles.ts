import { z } from 'zod/mini';
import { articleCategories } from './articleCategory';
import { pageOf, pageParams, searchSchema } from './pagination';
import { publicSettingsSchema } from './publicSettings';
import { v } from './validation';

/**
 * Articles (`/article`) and static pages (`/staticPage/:idOrSlug`): what staff write for
 * everyone to read — news, ordering guides, and the policies (terms, complaints, refunds,
 * storage, prohibited goods) that `/article/policy` lists. Staff write Markdown; the server turns
 * it into sanitised HTML when it is saved, so readers only ever get markup that cannot run.
 */

export { articleCategories, type ArticleCategory } from './articleCategory';

/** Only `published` articles whose published time has come are shown to readers. */
export const articleStatuses = ['draft', 'published', 'hidden'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const ARTICLE_TITLE_MAX = 200;
/**
 * About 2,500 words, ample for a guide or a policy; even in the 3-byte letters of Vietnamese it
 * stays inside the API's request size (BODY_LIMIT_BYTES, 64 KB by default).
 */
export const ARTICLE_BODY_MAX = 16_000;

/** The pages that are there from the first start (each editable); `bang-gia` adds the live price list. */
export const staticPageSlugs = ['gioi-thieu', 'dieu-khoan', 'bang-gia', 'huong-dan-dat-hang'] as const;
/** The page whose figures come from the current settings, so it cannot disagree with what orders are charged. */
export const PRICE_LIST_SLUG = 'bang-gia';

const titleSchema = z
  .string({ error: v.required })
  .check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(ARTICLE_TITLE_MAX, { error: v.tooLong }));
const bodySchema = z.string({ error: v.required }).check(z.maxLength(ARTICLE_BODY_MAX, { error: v.tooLong }));

/** A picture's token, as POST /Staff/Article/Image answered it. */
const imageTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{24}$/));

// ── Readers ──────────────────────────────────────────────────────────────────────────────────

/** A row of GET /Article. */
export const articleSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  category: z.enum(articleCategories),
  /** The opening words of the text, without markup. */
  excerpt: z.string(),
  /** An <img> URL, or null. */
  coverImage: z.nullable(z.string()),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articlePageSchema = pageOf(articleSummarySchema);

/** GET /Article/:id. */
export const articleSchema = z.object({
  ...articleSummarySchema.shape,
  /** Sanitised HTML: no script, no event handler, no `javascript:` link. */
  html: z.string(),
  updatedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** GET /Article?category&q&page&pageSize — `q` finds words of the title or the text. */
export const articleQuerySchema = z.object({
  category: z.optional(z.enum(articleCategories)),
  q: searchSchema,
  ...pageParams(12, 50),
});
export type ArticleQuery = z.infer<typeof articleQuerySchema>;

/** GET /StaticPage/:idOrSlug. */
export const staticPageSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
  /** On `bang-gia` only: the current rates, fees and shipping prices, for the app to lay out as tables. */
  priceList: z.nullable(publicSettingsSchema),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

export const staticPageParamsSchema = z.object({ idOrSlug: z.string().check(z.maxLength(80)) });

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

/** POST /Staff/Article and PUT /Staff/Article/:id. */
export const saveArticleRequestSchema = z.object({
  title: titleSchema,
  category: z.enum(articleCategories, { error: v.required }),
  body: bodySchema,
  status: z.enum(articleStatuses, { error: v.required }),
  coverImage: z._default(z.nullable(imageTokenSchema), null),
  /** When it shows; now when published without one. A time ahead schedules it. */
  publishedAt: z._default(z.nullable(z.iso.datetime({ offset: true, error: v.dateInvalid })), null),
});
export type SaveArticleRequest = z.infer<typeof saveArticleRequestSchema>;
export type SaveArticleInput = z.input<typeof saveArticleRequestSchema>;

export const staffArticleSchema = z.object({
  id: z.int(),
  title: z.string(),
  category: z.enum(articleCategories),
  status: z.enum(articleStatuses),
  body: z.string(),
  html: z.string(),
  coverImageToken: z.nullable(z.string()),
  coverImage: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;

export const staffArticleSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  category: z.enum(articleCategories),
  status: z.enum(articleStatuses),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
export const staffArticlePageSchema = pageOf(staffArticleSummarySchema);

/** GET /Staff/Article?status&category&q&page&pageSize. */
export const staffArticleQuerySchema = z.object({
  status: z.optional(z.enum(articleStatuses)),
  category: z.optional(z.enum(articleCategories)),
  q: searchSchema,
  ...pageParams(20, 100),
});
export type StaffArticleQuery = z.infer<typeof staffArticleQuerySchema>;

/** POST /Staff/Article/Preview: the editor's live preview, through the same renderer readers get. */
export const articlePreviewRequestSchema = z.object({ body: bodySchema });
export const articlePreviewSchema = z.object({ html: z.string() });

/** POST /Staff/Article/Image: a picture for a cover or the text (`![](url)`). */
export const articleImageSchema = z.object({ token: z.string(), url: z.string() });
export type ArticleImage = z.infer<typeof articleImageSchema>;

/** A slug: lower-case letters, digits and dashes (`huong-dan-dat-hang`). */
const slugSchema = z
  .string({ error: v.slugInvalid })
  .check(z.trim(), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: v.slugInvalid }), z.maxLength(80, { error: v.tooLong }));

/** POST /Staff/StaticPage and PUT /Staff/StaticPage/:id. */
export const saveStaticPageRequestSchema = z.object({
  slug: slugSchema,
  title: titleSchema,
  body: bodySchema,
  /** A hidden page answers 404 to readers. */
  published: z.boolean(),
});
export type SaveStaticPageRequest = z.infer<typeof saveStaticPageRequestSchema>;

export const staffStaticPageSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  html: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffStaticPage = z.infer<typeof staffStaticPageSchema>;
export const staffStaticPageListSchema = z.object({ items: z.array(staffStaticPageSchema) });
