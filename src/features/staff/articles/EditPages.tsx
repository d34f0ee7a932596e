import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useApi } from '../../../api/ApiProvider';
import { staffArticleQuery, staffStaticPageQuery } from '../../../api/staffArticles';
import { ConsoleDetailPage } from '../ConsoleDetailPage';
import { ArticleEditorPage } from './ArticleEditorPage';
import { StaticPageEditorPage } from './StaticPageEditorPage';

/** `/staff/articles/$id`: the saved article in its editor, once loaded. */
export function ArticleEditPage({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApi();
  const justCreated = useJustCreated();
  return (
    <ConsoleDetailPage
      options={staffArticleQuery(api, id)}
      id={id}
      list="/staff/articles"
      title={t`Sửa bài viết`}
      notFoundTitle={t`Không tìm thấy bài viết`}
      notFound={t`Bài viết này không có hoặc đã bị xóa.`}
      loading={t`Đang tải bài viết…`}
    >
      {(article) => <ArticleEditorPage key={article.id} article={article} justCreated={justCreated} />}
    </ConsoleDetailPage>
  );
}

/** `/staff/staticPages/$id`: the saved page in its editor, once loaded. */
export function StaticPageEditPage({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApi();
  const justCreated = useJustCreated();
  return (
    <ConsoleDetailPage
      options={staffStaticPageQuery(api, id)}
      id={id}
      list="/staff/staticPages"
      title={t`Sửa trang`}
      notFoundTitle={t`Không tìm thấy trang`}
      notFound={t`Trang này không có hoặc đã bị xóa.`}
      loading={t`Đang tải trang…`}
    >
      {(page) => <StaticPageEditorPage key={page.id} page={page} justCreated={justCreated} />}
    </ConsoleDetailPage>
  );
}

/** Whether the editor came here from saving a new one, so the page says it was saved. */
function useJustCreated(): boolean {
  return useRouterState({ select: (state) => state.location.state.justCreated === true });
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by a console editor moving from "new" to the saved object's page. */
    justCreated?: boolean;
  }
}
