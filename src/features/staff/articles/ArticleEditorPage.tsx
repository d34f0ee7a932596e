import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { articleCategories } from '../../../../contract/articleCategory';
import { articleStatuses, saveArticleRequestSchema, type SaveArticleRequest, type StaffArticle } from '../../../../contract/articles';
import { createArticle, deleteArticle, staffArticleKeys, updateArticle } from '../../../api/staffArticles';
import { articleCategoryLabels, articleStatusLabels } from '../../../components/articles/articleNames';
import { FieldError } from '../../../components/form/FieldError';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { photoAccept } from '../../../components/photos/photoFile';
import { ConsolePage } from '../ConsolePage';
import { fromLocalInput, toLocalInput } from './localTime';
import { useArticleImage } from './useArticleImage';
import { DocumentDeleteDialog, DocumentEditorActions, DocumentEditorForm } from './DocumentEditor';
import { useDocumentEditing } from './useDocumentEditing';
import './articles.css';

type Values = Omit<SaveArticleRequest, 'publishedAt'> & { publishedAt: string };

const fields = ['title', 'category', 'status', 'publishedAt', 'coverImage', 'body'] as const;

const valuesOf = (article: StaffArticle | undefined): Values => ({
  title: article?.title ?? '',
  category: article?.category ?? 'news',
  status: article?.status ?? 'draft',
  publishedAt: toLocalInput(article?.publishedAt ?? null),
  coverImage: article?.coverImageToken ?? null,
  body: article?.body ?? '',
});

/**
 * `/staff/articles/new` and `/staff/articles/$id`: an article's title, kind, status, published time,
 * cover and Markdown text beside the preview readers will get. A new article is sent under one
 * Idempotency-Key until it is saved, so a resent save makes one; a saved one is replaced whole.
 */
export function ArticleEditorPage({ article, justCreated = false }: { article?: StaffArticle; justCreated?: boolean }) {
  const { t, i18n } = useLingui();
  const [coverUrl, setCoverUrl] = useState(article?.coverImage ?? null);
  const editing = useDocumentEditing({
    document: article,
    justCreated,
    routes: { list: '/staff/articles', detail: '/staff/articles/$id' },
    valuesOf,
    resolver: (values, context, options) =>
      zodResolver(saveArticleRequestSchema)({ ...values, publishedAt: fromLocalInput(values.publishedAt) }, context, options as never),
    fields,
    create: createArticle,
    update: updateArticle,
    remove: deleteArticle,
    keys: { detail: staffArticleKeys.detail, list: staffArticleKeys.all },
  });
  const { form } = editing;
  const articleTitle = article?.title;
  // Read in every render: the form only keeps what its state proxy is asked for up to date.
  const { errors } = form.formState;
  const coverToken = form.watch('coverImage');

  const cover = useArticleImage(({ token, url }) => {
    form.setValue('coverImage', token, { shouldDirty: true });
    form.clearErrors('coverImage');
    setCoverUrl(url);
  });
  const coverId = useId();
  const chooseCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) cover.upload(file);
  };

  const title = article ? t`Sửa bài viết` : t`Viết bài mới`;
  return (
    <ConsolePage title={title} actions={<DocumentEditorActions editing={editing} deleteLabel={<Trans>Xóa bài</Trans>} />}>
      <DocumentEditorForm
        editing={editing}
        facts={
          <>
            <div className="article-editor__row">
              <SelectField label={<Trans>Chuyên mục</Trans>} registration={form.register('category')} error={errors.category}>
                {articleCategories.map((value) => (
                  <option key={value} value={value}>
                    {i18n._(articleCategoryLabels[value])}
                  </option>
                ))}
              </SelectField>
              <SelectField label={<Trans>Trạng thái</Trans>} registration={form.register('status')} error={errors.status}>
                {articleStatuses.map((value) => (
                  <option key={value} value={value}>
                    {i18n._(articleStatusLabels[value])}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={<Trans>Thời điểm đăng</Trans>}
                hint={<Trans>Để trống: đăng ngay khi lưu ở trạng thái “Đã đăng”. Chọn giờ sau này để hẹn giờ đăng.</Trans>}
                type="datetime-local"
                registration={form.register('publishedAt')}
                error={errors.publishedAt}
              />
            </div>
            <div className="article-editor__cover">
              <span className="field__label" id={`${coverId}-label`}>
                <Trans>Ảnh bìa</Trans>
              </span>
              {coverToken && coverUrl ? (
                <img className="article-editor__cover-image" src={coverUrl} alt={t`Ảnh bìa đã chọn`} />
              ) : (
                <p className="muted">
                  <Trans>Chưa có ảnh bìa.</Trans>
                </p>
              )}
              <div className="article-editor__cover-tools">
                <label htmlFor={coverId} className="btn btn-secondary" aria-disabled={cover.pending || undefined}>
                  {cover.pending ? (
                    <Trans>Đang tải ảnh lên…</Trans>
                  ) : coverToken ? (
                    <Trans>Đổi ảnh bìa</Trans>
                  ) : (
                    <Trans>Tải ảnh bìa lên</Trans>
                  )}
                </label>
                <input
                  id={coverId}
                  type="file"
                  accept={`${photoAccept},image/*`}
                  className="visually-hidden"
                  aria-describedby={`${coverId}-label`}
                  disabled={cover.pending}
                  onChange={chooseCover}
                />
                {coverToken && (
                  <button type="button" className="btn btn-link" onClick={() => form.setValue('coverImage', null, { shouldDirty: true })}>
                    <Trans>Bỏ ảnh bìa</Trans>
                  </button>
                )}
              </div>
              <FieldError id={`${coverId}-error`} message={cover.problem ?? errors.coverImage?.message} />
            </div>
          </>
        }
        bodyHint={<Trans>## Tiêu đề mục, **chữ đậm**, *nghiêng*, - gạch đầu dòng, [chữ](địa chỉ) cho liên kết.</Trans>}
        submitLabel={<Trans>Lưu bài viết</Trans>}
      />
      {articleTitle !== undefined && (
        <DocumentDeleteDialog editing={editing} title={<Trans>Xóa bài “{articleTitle}”?</Trans>} confirmLabel={<Trans>Xóa bài</Trans>}>
          <p>
            <Trans>Người đọc sẽ không còn thấy bài này. Không thể hoàn tác.</Trans>
          </p>
        </DocumentDeleteDialog>
      )}
    </ConsolePage>
  );
}
