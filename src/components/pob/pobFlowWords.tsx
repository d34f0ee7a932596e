import { Trans } from '@lingui/react/macro';

/** What the pay flow says while it loads and quotes a request, the same for the customer and the agency. */
export const pobFlowWords = {
  loading: <Trans>Đang tải tỷ giá và hạn mức…</Trans>,
  quoting: <Trans>Đang tính số tiền…</Trans>,
  loadFailed: <Trans>Không tải được tỷ giá thanh toán hộ</Trans>,
  quoteFailed: <Trans>Không tính được số tiền</Trans>,
};
