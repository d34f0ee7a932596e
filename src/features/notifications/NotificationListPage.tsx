import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { Notification } from '../../../contract/notifications';
import { useApi } from '../../api/ApiProvider';
import { markAllNotificationsRead, markNotificationRead, notificationsQuery, refreshNotifications } from '../../api/notifications';
import { BusyButton } from '../../components/BusyButton';
import { EmptyState } from '../../components/EmptyState';
import { FormAlert } from '../../components/form/FormAlert';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { StatusBadge } from '../../components/StatusBadge';
import { errorText } from '../../components/form/serverErrors';
import { useFormat } from '../../i18n/useFormat';
import { safeReturnTo } from '../../lib/searchParams';
import './notifications.css';

/**
 * /notification: the person's notifications, unread first, in pages. Opening one marks it read
 * and goes to the page it tells of; "Đánh dấu đã đọc tất cả" clears the badge at once.
 */
export function NotificationListPage() {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const paged = usePagedList(useInfiniteQuery(notificationsQuery(api)));
  const unread = paged.query.data?.pages[0]?.unread ?? 0;
  const readAll = useMutation({
    mutationFn: () => markAllNotificationsRead(api),
    onSettled: () => refreshNotifications(queryClient),
  });

  return (
    <PagedListPage
      className="notification-page"
      paged={paged}
      heading={t`Thông báo`}
      count={(total) => plural(total, { other: 'Có # thông báo' })}
      loading={<Trans>Đang tải thông báo…</Trans>}
      empty={
        <EmptyState
          icon="bell"
          title={<Trans>Bạn chưa có thông báo nào</Trans>}
          action={
            <Link to="/" className="btn btn-secondary">
              <Trans>Về trang chủ</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Thông báo về đơn hàng, kiện hàng, giao dịch và tin nhắn từ nhân viên sẽ hiện ở đây.</Trans>
          </p>
        </EmptyState>
      }
      end={<Trans>Đã hiển thị tất cả thông báo.</Trans>}
      row={(notification) => <NotificationRow notification={notification} />}
    >
      {unread > 0 && (
        <div className="notification-page__actions">
          <p className="muted">{plural(unread, { other: '# thông báo chưa đọc' })}</p>
          <BusyButton className="btn btn-secondary" busy={readAll.isPending} onClick={() => readAll.mutate()}>
            <Trans>Đánh dấu đã đọc tất cả</Trans>
          </BusyButton>
        </div>
      )}
      <FormAlert message={readAll.error ? errorText(readAll.error) : null} />
    </PagedListPage>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const format = useFormat();
  const unread = notification.readAt === null;
  // Only a path of this app: a notification's link never leads off the site.
  const href = safeReturnTo(notification.url) ?? '/notification';

  const open = () => {
    if (unread) {
      // The page it tells of opens at once; the read mark follows in the background.
      void markNotificationRead(api, notification.id)
        .catch(() => undefined)
        .finally(() => refreshNotifications(queryClient));
    }
    void router.navigate({ href });
  };

  return (
    <li className={`list-row notification-row${unread ? ' notification-row--unread' : ''}`}>
      <button type="button" className="list-row__link notification-row__button" onClick={open}>
        <span className="list-row__body">
          <span className="list-row__top">
            <strong className="notification-row__title">{notification.title}</strong>
            {unread && (
              <StatusBadge tone="active">
                <Trans>Chưa đọc</Trans>
              </StatusBadge>
            )}
          </span>
          <span className="notification-row__body">{notification.body}</span>
          <time className="muted list-row__date" dateTime={notification.createdAt}>
            {format.dateTime(notification.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
