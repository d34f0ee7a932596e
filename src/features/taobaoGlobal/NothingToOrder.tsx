import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { FormAlert } from '../../components/form/FormAlert';
import { taobaoIntErrorText } from './taobaoIntErrors';
import type { TaobaoIntFlow } from './useTaobaoIntFlow';

/** Nothing to order: an address without goods, or cart lines ordered or removed meanwhile. */
export function NothingToOrder({ flow, headingRef }: { flow: TaobaoIntFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Chưa có sản phẩm để đặt</Trans>
      </h2>
      <FormAlert message={taobaoIntErrorText(error)} />
      <p>
        <Trans>Mở một sản phẩm Taobao hoặc Tmall, hoặc chọn sản phẩm Taobao, Tmall trong giỏ hàng, rồi bấm “Đặt qua Taobao quốc tế”.</Trans>
      </p>
      <div className="step-actions">
        <Link to="/shoppingCart" className="btn btn-primary btn-block">
          <Trans>Về giỏ hàng</Trans>
        </Link>
        <Link to="/chinaWebProduct" search={{ site: 'taobao' }} className="btn btn-secondary btn-block">
          <Trans>Tìm sản phẩm Taobao</Trans>
        </Link>
      </div>
    </section>
  );
}
