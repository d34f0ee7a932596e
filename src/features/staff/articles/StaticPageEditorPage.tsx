import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ARTICLE_TITLE_MAX,
  PRICE_LIST_SLUG,
  saveStaticPageRequestSchema,
  type SaveStaticPageRequest,
  type StaffStaticPage,
} from '../../../../contract/articles';
import { hasAccess } from '../../../../contract/roles';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { createStaticPage, deleteStaticPage, staffArticleKeys, updateStaticPage } from '../../../api/staffArticles';
import { CheckRow } from '../../../components/CheckRow';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { applyServerErrors, errorText } from '../../../components/form/serverErrors';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useCurrentUser } from '../../../session/SessionProvider';
import { BackToList } from '../ConsoleDetailPage';
import { ConsolePage } from '../ConsolePage';
import { LeaveGuard } from './LeaveGuard';
import { MarkdownEditor } from './MarkdownEditor';
import './articles.css';

const fields = ['slug', 'title', 'body', 'published'] as const;

const valuesOf = (page: StaffStaticPage | undefined): SaveStaticPageRequest => ({
  slug: page?.slug ?? '',
  title: page?.title ?? '',
  body: page?.body ?? '',
  published: page?.published ?? true,
});

/**
 * `/staff/staticPages/new` and `/staff/staticPages/$id`: a page's address, title and Markdown text
 * beside the preview, and whether readers see it. `bang-gia` shows the price tables of the
 * settings under its text, so its text only introduces them.
 */
export function StaticPageEditorPage({ page, justCreated = false }: { page?: StaffStaticPage; justCreated?: boolean }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // "Đã lưu." until the next change; a new one says it on the page it moved to.
  const [saved, setSaved] = useState(justCreated);
  const leaving = useRef(false);
  const pageTitle = page?.title;
  const form = useForm<SaveStaticPageRequest>({ resolver: zodResolver(saveStaticPageRequestSchema), defaultValues: valuesOf(page) });
  // Read in every render: the form only keeps what its state proxy is asked for up to date.
  const { errors, isDirty } = form.formState;
  const body = form.watch('body');
  const slug = form.watch('slug');
  const address = slug || 'dia-chi';
  // Settings are the admin's: others are told where prices live, without a link they may not open.
  const user = useCurrentUser();
  const settings = user && hasAccess(user, 'admin') ? <Link to="/staff/settings">{t`Cài đặt`}</Link> : t`Cài đặt`;

  const save = useMutation({
    mutationFn: (request: SaveStaticPageRequest) =>
      page ? updateStaticPage(api, page.id, request) : createStaticPage(api, request, idempotencyKey),
    onSuccess: async (saved) => {
      form.reset(valuesOf(saved));
      queryClient.setQueryData(staffArticleKeys.page(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: staffArticleKeys.pages, refetchType: 'none' });
      leaving.current = !page;
      setSaved(true);
      if (!page)
        await navigate({
          to: '/staff/staticPages/$id',
          params: { id: String(saved.id) },
          replace: true,
          state: (state) => ({ ...state, justCreated: true }),
        });
    },
    onError: (error) => applyServerErrors(error, fields, form.setError),
  });
  const remove = useMutation({
    mutationFn: () => deleteStaticPage(api, page!.id),
    onSuccess: async () => {
      leaving.current = true;
      await navigate({ to: '/staff/staticPages' });
      queryClient.removeQueries({ queryKey: staffArticleKeys.page(page!.id) });
      await queryClient.invalidateQueries({ queryKey: staffArticleKeys.pages });
    },
  });

  return (
    <ConsolePage
      title={page ? t`Sửa trang` : t`Thêm trang`}
      actions={
        <>
          <BackToList to="/staff/staticPages" />
          {page && (
            <button type="button" className="btn btn-secondary btn-small article-editor__delete" onClick={() => setConfirmDelete(true)}>
              <Trans>Xóa trang</Trans>
            </button>
          )}
        </>
      }
    >
      <LeaveGuard unsaved={() => isDirty && !leaving.current} />
      <form className="article-editor" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <div className="card form article-editor__facts">
          <FormAlert message={save.isError ? errorText(save.error) : null} />
          {saved && !isDirty && (
            <p role="status" className="article-editor__saved">
              <Trans>Đã lưu.</Trans>
            </p>
          )}
          <TextField
            label={<Trans>Tiêu đề</Trans>}
            registration={form.register('title')}
            error={errors.title}
            maxLength={ARTICLE_TITLE_MAX}
          />
          <TextField
            label={<Trans>Địa chỉ trang</Trans>}
            hint={<Trans>Chữ thường không dấu, số và dấu gạch ngang; trang sẽ ở /staticPage/{address}.</Trans>}
            registration={form.register('slug')}
            error={errors.slug}
            autoCapitalize="none"
            spellCheck={false}
          />
          <CheckRow
            label={<Trans>Hiện cho người đọc</Trans>}
            hint={<Trans>Trang ẩn trả lời “không tìm thấy” cho người đọc.</Trans>}
            {...form.register('published')}
          />
          {slug === PRICE_LIST_SLUG && (
            <p className="article-editor__note">
              <Trans>
                Trang bảng giá tự hiện các bảng tỉ giá, phí dịch vụ, cước vận chuyển và phí lưu kho từ phần Cài đặt ngay dưới nội dung này,
                nên luôn khớp với số tiền đơn hàng bị tính. Ở đây chỉ cần viết lời giới thiệu và ghi chú; giá do quản trị viên đổi trong{' '}
                {settings}.
              </Trans>
            </p>
          )}
        </div>
        <MarkdownEditor
          label={<Trans>Nội dung (Markdown)</Trans>}
          value={body}
          onChange={(text) => form.setValue('body', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          error={errors.body?.message}
        />
        <div className="article-editor__actions">
          <SubmitButton pending={save.isPending} pendingLabel={<Trans>Đang lưu…</Trans>}>
            <Trans>Lưu trang</Trans>
          </SubmitButton>
        </div>
      </form>
      {confirmDelete && pageTitle !== undefined && (
        <ConfirmDialog
          title={<Trans>Xóa trang “{pageTitle}”?</Trans>}
          confirmLabel={<Trans>Xóa trang</Trans>}
          pendingLabel={<Trans>Đang xóa…</Trans>}
          cancelLabel={<Trans>Không xóa</Trans>}
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error) : null}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirmDelete(false)}
        >
          <p>
            <Trans>Địa chỉ của trang sẽ trả lời “không tìm thấy”. Không thể hoàn tác.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </ConsolePage>
  );
}
