import { Trans, useLingui } from '@lingui/react/macro';
import { CardSection } from '../../components/CardSection';
import { CopyButton } from '../../components/CopyButton';

/**
 * What the customer sends the seller to write on the parcel (contract/consignment.ts
 * `consignmentLabel`): the China warehouse's receiver with the customer's code, its phone and
 * address. The code is how the warehouse knows whose parcel it is, so the sentence says so.
 */
export function SellerLabel({ label, customerCode }: { label: string; customerCode: string }) {
  const { t } = useLingui();
  return (
    <CardSection
      className="consignment-section"
      titleClassName="consignment-section__title"
      title={<Trans>Thông tin gửi hàng cho người bán</Trans>}
    >
      <p className="muted">
        <Trans>
          Gửi nội dung này cho người bán và nhờ họ ghi đúng lên kiện hàng, nhất là mã khách hàng <strong>{customerCode}</strong>: kho dựa
          vào mã này để nhận ra kiện hàng của bạn.
        </Trans>
      </p>
      <div className="consignment-label">
        <p className="consignment-label__text">{label}</p>
        <CopyButton value={label} label={t`thông tin gửi hàng`} />
      </div>
    </CardSection>
  );
}
