import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { consignmentTabNames } from '../../../contract/shipmentStatus';
import { useApi } from '../../api/ApiProvider';
import { consignmentsQuery } from '../../api/consignment';
import { EmptyState } from '../../components/EmptyState';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { TabLink } from '../../components/TabNav';
import { userText } from '../../i18n/userText';
import { ConsignmentRow } from './ConsignmentRow';
import { consignmentTabLabels, emptyTabLabels } from './labels';
import { CONSIGNMENT_SEARCH_MAX } from './search';
import './consignment.css';

/** The consignment list's tabs after "Tất cả", which the tab strip puts first. */
const statusTabs = consignmentTabNames.filter((name) => name !== 'all');

/**
 * /orderShipping: the customer's consignment orders, newest first, by tab (a set of statuses) and
 * searched by order or tracking code. Tab and search live in the address; more pages load as the
 * end of the list comes into view, or with "Tải thêm"; pull down (or "Làm mới") to refresh.
 */
export function ConsignmentListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { tab = 'all', q } = useSearch({ from: '/_authed/orderShipping/' });
  const term = userText(q ?? '');
  const paged = usePagedList(useInfiniteQuery(consignmentsQuery(api, { tab, q })));
  const createLink = (
    <Link to="/orderShipping/create" className="btn btn-primary">
      <Trans>Tạo đơn ký gửi</Trans>
    </Link>
  );

  return (
    <PagedListPage
      className="consignment-page"
      paged={paged}
      search={{
        q,
        label: t`Mã đơn hoặc mã vận đơn`,
        formLabel: t`Tìm đơn ký gửi`,
        placeholder: t`Tìm theo mã đơn, mã vận đơn`,
        maxLength: CONSIGNMENT_SEARCH_MAX,
      }}
      heading={i18n._(consignmentTabLabels[tab])}
      count={(total) => t`Có ${total} đơn`}
      empty={
        q ? (
          <EmptyState icon="search" title={<Trans>Không tìm thấy đơn nào có mã đơn hoặc mã vận đơn chứa “{term}”</Trans>}>
            <p>
              <Trans>Kiểm tra lại mã, hoặc xem ở tab “Tất cả”.</Trans>
            </p>
          </EmptyState>
        ) : (
          <EmptyState icon="ship" title={i18n._(emptyTabLabels[tab])} action={tab === 'all' ? createLink : undefined}>
            {tab === 'all' && (
              <p>
                <Trans>
                  Tự mua hàng trên Taobao, 1688…, nhờ người bán gửi về kho Trung Quốc của chúng tôi; chúng tôi vận chuyển về Việt Nam cho
                  bạn.
                </Trans>
              </p>
            )}
          </EmptyState>
        )
      }
      end={<Trans>Đã hiển thị tất cả đơn.</Trans>}
      retrying={paged.query.isFetching}
      row={(order) => <ConsignmentRow order={order} />}
    >
      <div className="consignment-list__create">{createLink}</div>
      <StatusTabs
        label={t`Trạng thái đơn`}
        variant="tabs"
        statuses={statusTabs}
        labels={consignmentTabLabels}
        tab={(name, text) => (
          <TabLink to="/orderShipping" search={(previous) => ({ ...previous, tab: name })}>
            {text}
          </TabLink>
        )}
      />
    </PagedListPage>
  );
}
