import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { groupByShop, type CartItem } from '../../../contract/cart';
import { useApi } from '../../api/ApiProvider';
import { cartQuery } from '../../api/cart';
import { publicSettingsQuery } from '../../api/publicSettings';
import { EmptyState } from '../../components/EmptyState';
import { FormAlert } from '../../components/form/FormAlert';
import { OfflineAge } from '../../components/OfflineAge';
import { LoadFailed } from '../../components/LoadFailed';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { cartErrorText } from './cartErrors';
import { cartEstimate, withDrafts } from './cartLines';
import { CartLine } from './CartLine';
import { CartShop } from './CartShop';
import { CartSummary } from './CartSummary';
import { GroupCheckbox } from './GroupCheckbox';
import { RemovedNotice } from './RemovedNotice';
import { useCartActions } from './useCartActions';
import { useQuantityEdits } from './useQuantityEdits';
import { useCurrentUser } from '../../session/SessionProvider';
import './cart.css';

/**
 * /shoppingCart: the lines grouped by shop, each selectable, its quantity and note editable, and
 * at the bottom what the selected lines come to and "Đặt hàng". Changes show at once and are
 * undone with a reason when the server refuses them.
 */
export function CartPage() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const cart = useQuery(cartQuery(api));
  const settings = useQuery(publicSettingsQuery(api));
  const quantities = useQuantityEdits();
  const { select, remove, restoreLine } = useCartActions();
  const [removed, setRemoved] = useState<CartItem | null>(null);
  const [ordering, setOrdering] = useState(false);
  const headingId = useId();

  const items = useMemo(() => withDrafts(cart.data?.items ?? [], quantities.drafts), [cart.data, quantities.drafts]);
  const groups = useMemo(() => groupByShop(items), [items]);
  const estimate = useMemo(() => (settings.data ? cartEstimate(items, settings.data) : null), [items, settings.data]);
  const selectedCount = items.filter((item) => item.selected).length;
  const taobaoCount = items.filter((item) => item.selected && (item.site === 'taobao' || item.site === 'tmall')).length;
  const rate = settings.data?.rates.orderRateVndPerCny;

  const onSelect = (ids: number[], selected: boolean) => select.mutate({ ids, selected });
  const onRemove = (item: CartItem) => {
    quantities.cancel(item.id);
    restoreLine.reset();
    remove.mutate(item, { onSuccess: () => setRemoved(item) });
  };
  const onUndo = () => {
    if (removed) restoreLine.mutate(removed, { onSuccess: () => setRemoved(null) });
  };
  /**
   * Quantities still waiting for their pause are sent first: the checkout reads the server's cart.
   * One the server refused was put back, with its reason beside it: the person looks first.
   */
  const saveThen = async (go: () => void) => {
    setOrdering(true);
    const saved = await quantities.flush(cart.data?.items ?? []);
    setOrdering(false);
    if (saved) go();
  };
  const onOrder = () => saveThen(() => void navigate({ to: '/orderOrdering/create' }));
  // The ordering page reads the cart's selected Taobao and Tmall lines, as the checkout reads its selection.
  const onOrderTaobao = () => saveThen(() => void navigate({ to: '/taobaoIntOrder/create', search: { from: 'cart' } }));
  const onOrderForCustomer = () => saveThen(() => void navigate({ to: '/agency/order/create' }));
  const isAgency = useCurrentUser()?.role === 'agency';

  const failure = select.isError
    ? t`Không đổi được lựa chọn. ${cartErrorText(select.error) ?? ''}`
    : remove.isError
      ? t`Không xóa được sản phẩm. ${cartErrorText(remove.error) ?? ''}`
      : null;

  const removedNotice = removed && (
    <RemovedNotice
      item={removed}
      restoring={restoreLine.isPending}
      restoreError={restoreLine.isError ? cartErrorText(restoreLine.error) : null}
      onUndo={onUndo}
      onClose={() => setRemoved(null)}
    />
  );

  return (
    <PullToRefresh onRefresh={() => Promise.all([cart.refetch(), settings.refetch()])}>
      <div className="page cart-page">
        <h2 id={headingId} className="visually-hidden">
          <Trans>Sản phẩm trong giỏ</Trans>
        </h2>
        {cart.isPending ? (
          <div className="card" aria-busy="true">
            <p role="status" className="visually-hidden">
              <Trans>Đang tải giỏ hàng…</Trans>
            </p>
            {[0, 1, 2].map((row) => (
              <span key={row} className="skeleton skeleton--row" aria-hidden="true" />
            ))}
          </div>
        ) : cart.isError ? (
          <LoadFailed className="cart-failed" error={cart.error} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
        ) : items.length === 0 ? (
          <>
            <OfflineAge updatedAt={cart.dataUpdatedAt} />
            <EmptyState
              icon="cart"
              title={<Trans>Giỏ hàng của bạn đang trống</Trans>}
              action={
                <Link to="/chinaWebProduct" className="btn btn-primary">
                  <Trans>Tìm sản phẩm</Trans>
                </Link>
              }
            >
              <p>
                <Trans>Dán link hoặc tìm sản phẩm trên Taobao, Tmall, 1688, Pinduoduo rồi bấm “Thêm vào giỏ hàng”.</Trans>
              </p>
            </EmptyState>
            {removedNotice}
          </>
        ) : (
          <>
            <OfflineAge updatedAt={cart.dataUpdatedAt} />
            <div className="card cart-page__all">
              <GroupCheckbox items={items} label={t`Chọn tất cả (${items.length})`} onSelect={onSelect} />
              <RefreshButton refreshing={cart.isRefetching} onRefresh={() => void Promise.all([cart.refetch(), settings.refetch()])} />
            </div>
            <div className="cart-page__shops" aria-labelledby={headingId} role="group">
              {groups.map((group) => (
                <CartShop key={group.key} group={group} onSelect={onSelect}>
                  {group.items.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      rateVndPerCny={rate}
                      quantityError={quantities.errors.get(item.id)}
                      onQuantity={quantities.change}
                      onQuantityInvalid={quantities.cancel}
                      onSelect={(line, selected) => onSelect([line.id], selected)}
                      onRemove={onRemove}
                    />
                  ))}
                </CartShop>
              ))}
            </div>
            <div className="cart-page__bottom">
              {removedNotice}
              <FormAlert message={failure} />
              <CartSummary
                estimate={estimate}
                selectedCount={selectedCount}
                taobaoCount={taobaoCount}
                busy={ordering}
                onOrder={() => void onOrder()}
                onOrderTaobao={() => void onOrderTaobao()}
                onOrderForCustomer={isAgency ? () => void onOrderForCustomer() : undefined}
              />
            </div>
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
