import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  PRICE_LIST_SLUG,
  saveStaticPageRequestSchema,
  type SaveStaticPageRequest,
  type StaffStaticPage,
} from '../../../../contract/articles';
import { hasAccess } from '../../../../contract/roles';
import { createStaticPage, deleteStaticPage, staffArticleKeys, updateStaticPage } from '../../../api/staffArticles';
import { CheckRow } from '../../../components/CheckRow';
import { TextField } from '../../../components/form/TextField';
import { useCurrentUser } from '../../../session/SessionProvider';
import { ConsolePage } from '../ConsolePage';
import { DocumentDeleteDialog, DocumentEditorActions, DocumentEditorForm } from './DocumentEditor';
import { useDocumentEditing } from './useDocumentEditing';
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
  const editing = useDocumentEditing({
    document: page,
    justCreated,
    routes: { list: '/staff/staticPages', detail: '/staff/staticPages/$id' },
    valuesOf,
    resolver: zodResolver(saveStaticPageRequestSchema),
    fields,
    create: createStaticPage,
    update: updateStaticPage,
    remove: deleteStaticPage,
    keys: { detail: staffArticleKeys.page, list: staffArticleKeys.pages },
  });
  const { form } = editing;
  const pageTitle = page?.title;
  // Read in every render: the form only keeps what its state proxy is asked for up to date.
  const { errors } = form.formState;
  const slug = form.watch('slug');
  const address = slug || 'dia-chi';
  // Settings are the admin's: others are told where prices live, without a link they may not open.
  const user = useCurrentUser();
  const settings = user && hasAccess(user, 'admin') ? <Link to="/staff/settings">{t`Cài đặt`}</Link> : t`Cài đặt`;

  return (
    <ConsolePage
      title={page ? t`Sửa trang` : t`Thêm trang`}
      actions={<DocumentEditorActions editing={editing} deleteLabel={<Trans>Xóa trang</Trans>} />}
    >
      <DocumentEditorForm
        editing={editing}
        facts={
          <>
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
                  Trang bảng giá tự hiện các bảng tỉ giá, phí dịch vụ, cước vận chuyển và phí lưu kho từ phần Cài đặt ngay dưới nội dung
                  này, nên luôn khớp với số tiền đơn hàng bị tính. Ở đây chỉ cần viết lời giới thiệu và ghi chú; giá do quản trị viên đổi
                  trong {settings}.
                </Trans>
              </p>
            )}
          </>
        }
        submitLabel={<Trans>Lưu trang</Trans>}
      />
      {pageTitle !== undefined && (
        <DocumentDeleteDialog editing={editing} title={<Trans>Xóa trang “{pageTitle}”?</Trans>} confirmLabel={<Trans>Xóa trang</Trans>}>
          <p>
            <Trans>Địa chỉ của trang sẽ trả lời “không tìm thấy”. Không thể hoàn tác.</Trans>
          </p>
        </DocumentDeleteDialog>
      )}
    </ConsolePage>
  );
}
