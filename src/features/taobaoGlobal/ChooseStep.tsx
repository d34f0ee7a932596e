import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, type Ref } from 'react';
import { TAOBAO_INT_NOTE_MAX } from '../../../contract/taobaoIntOrders';
import type { TaobaoIntChoices } from '../../../machines/taobaoInt';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/publicSettings';
import { ChoiceChips } from '../../components/ChoiceChips';
import { CarryServices } from '../../components/consignment/CarryServices';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormAlert } from '../../components/form/FormAlert';
import { offeredRoutes, RouteChips } from '../../components/RouteChips';
import { StepBusy } from '../../components/StepFlow';
import { userText } from '../../i18n/userText';
import { useGoodsPreview } from './goodsPreview';
import { RelinkNotice } from './RelinkNotice';
import { taobaoIntErrorText } from './taobaoIntErrors';
import { TaobaoIntGoodsLine } from './TaobaoIntGoodsLine';
import type { TaobaoIntFlow } from './useTaobaoIntFlow';

/**
 * The first step: what is ordered (as the product page or the cart shows it), through which
 * linked account, and how the goods travel on once the sellers deliver them to the China
 * warehouse (the Vietnam warehouse, the line, a crate, insurance), with a word for the sellers.
 */
export function ChooseStep({ flow, headingRef, returnTo }: { flow: TaobaoIntFlow; headingRef: Ref<HTMLHeadingElement>; returnTo: string }) {
  const { t } = useLingui();
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  const choices = useSelector(flow, (s) => s.context.choices);
  const accounts = useSelector(flow, (s) => s.context.accounts);
  const source = useSelector(flow, (s) => s.context.source);
  const error = useSelector(flow, (s) => s.context.error);
  const goods = useGoodsPreview(source);
  const goodsId = useId();
  const routeId = useId();
  const change = (next: Partial<TaobaoIntChoices>) => flow.send({ type: 'taobaoInt.change', choices: next });
  const noteTooLong = choices.note.trim().length > TAOBAO_INT_NOTE_MAX;
  const max = TAOBAO_INT_NOTE_MAX;
  const policy = settings.data?.fees;
  const offered = policy ? offeredRoutes(policy, choices.warehouse) : null;
  const chosenAccount = accounts.find((account) => account.id === choices.accountId) ?? accounts.find((account) => account.isDefault);

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Thông tin đặt hàng</Trans>
      </h2>
      <FormAlert message={taobaoIntErrorText(error)} />
      <section className="card tbg-section" aria-labelledby={goodsId}>
        <h3 id={goodsId} className="tbg-section__title">
          <Trans>Sản phẩm</Trans>
        </h3>
        {goods === null ? (
          <p className="muted">
            <Trans>Đang tải sản phẩm…</Trans>
          </p>
        ) : (
          <ul className="tbg-lines">
            {goods.map((line) => (
              <TaobaoIntGoodsLine key={`${line.itemId}-${line.skuId ?? ''}`} line={line} />
            ))}
          </ul>
        )}
        <p className="muted">
          <Trans>Giá trên là giá trang sản phẩm. Taobao quốc tế báo giá chính xác, gồm phí vận chuyển nội địa, ở bước sau.</Trans>
        </p>
        {source !== null && 'cartItemIds' in source && (
          <p className="muted">
            <Trans>Đây là các sản phẩm Taobao, Tmall bạn chọn trong giỏ; sản phẩm 1688, Pinduoduo vẫn ở lại giỏ hàng.</Trans>
          </p>
        )}
      </section>

      <section className="card tbg-section">
        {accounts.length > 1 ? (
          <ChoiceChips
            legend={<Trans>Đặt qua tài khoản</Trans>}
            name="taobao-account"
            choices={accounts.map((account) => ({ value: String(account.id), label: account.accountName }))}
            value={String(chosenAccount?.id ?? '')}
            onChange={(value) => change({ accountId: Number(value) })}
          />
        ) : (
          chosenAccount && <AccountLine name={chosenAccount.accountName} returnTo={returnTo} />
        )}
        <RelinkNotice accounts={chosenAccount ? [chosenAccount] : []} returnTo={returnTo} />
      </section>

      <section className="card tbg-section" aria-labelledby={routeId}>
        <h3 id={routeId} className="tbg-section__title">
          <Trans>Vận chuyển về Việt Nam</Trans>
        </h3>
        <p className="muted">
          <Trans>
            Người bán gửi hàng tới kho Trung Quốc của MuaHộ; từ đó hàng về Việt Nam theo đơn ký gửi với kho, tuyến và dịch vụ bạn chọn. Phí
            vận chuyển quốc tế tính theo cân nặng khi hàng về kho và trả khi yêu cầu giao hàng.
          </Trans>
        </p>
        {policy && offered ? (
          <>
            <RouteChips
              offered={offered}
              warehouse={choices.warehouse}
              line={choices.line}
              onWarehouse={(warehouse) => {
                const lines = offeredRoutes(policy, warehouse).lines;
                change({ warehouse, line: lines.includes(choices.line) ? choices.line : (lines[0] ?? choices.line) });
              }}
              onLine={(line) => change({ line })}
            />
            <CarryServices
              policy={policy}
              crate={{
                checked: choices.services.crate,
                onChange: (event) => change({ services: { ...choices.services, crate: event.target.checked } }),
              }}
              insurance={{
                checked: choices.services.insurance,
                onChange: (event) => change({ services: { ...choices.services, insurance: event.target.checked } }),
              }}
            />
          </>
        ) : (
          <StepBusy text={<Trans>Đang tải bảng giá vận chuyển…</Trans>} />
        )}
        <FieldFrame
          label={<Trans>Lời nhắn cho người bán (không bắt buộc)</Trans>}
          error={noteTooLong ? t`Lời nhắn tối đa ${max} ký tự` : undefined}
          count={{ length: choices.note.length, max: TAOBAO_INT_NOTE_MAX }}
        >
          {(control) => (
            <textarea
              {...control}
              className="field__input"
              rows={2}
              value={choices.note}
              onChange={(event) => change({ note: event.target.value })}
            />
          )}
        </FieldFrame>
      </section>

      <div className="step-actions">
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={noteTooLong || !policy}
          onClick={() => flow.send({ type: 'taobaoInt.next' })}
        >
          <Trans>Xem giá và thanh toán</Trans>
        </button>
      </div>
    </>
  );
}

/** The one linked account the order goes through, and where to manage the links. */
function AccountLine({ name, returnTo }: { name: string; returnTo: string }) {
  const account = userText(name);
  return (
    <p className="tbg-account-line">
      <span>
        <Trans>
          Đặt qua tài khoản <strong>{account}</strong>
        </Trans>
      </span>
      <Link to="/taobaoIntToken" search={{ returnTo }} className="btn btn-secondary">
        <Trans>Quản lý liên kết</Trans>
      </Link>
    </p>
  );
}
