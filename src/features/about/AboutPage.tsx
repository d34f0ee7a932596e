import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BrandMark } from '../../components/BrandMark';
import { Icon, type IconName } from '../../components/icons/icons';
import type { ReactNode } from 'react';
import './about.css';

function Feature({ icon, title, children }: { icon: IconName; title: ReactNode; children: ReactNode }) {
  return (
    <li className="about-feature">
      <span className="about-feature__icon">
        <Icon name={icon} />
      </span>
      <div>
        <h3>{title}</h3>
        <p>{children}</p>
      </div>
    </li>
  );
}

export function AboutPage() {
  return (
    <div className="page about">
      <section className="card about-intro">
        <BrandMark size={64} tone="onLight" />
        <h2>
          <Trans>MuaHộ là gì?</Trans>
        </h2>
        <p>
          <Trans>
            MuaHộ giúp bạn mua hàng từ các trang thương mại điện tử Trung Quốc mà không cần biết tiếng Trung, không cần tài khoản Alipay:
            chúng tôi đặt hàng, thanh toán, nhận hàng ở kho Trung Quốc và vận chuyển về tận tay bạn tại Việt Nam.
          </Trans>
        </p>
      </section>
      <section className="card" aria-labelledby="about-services">
        <h2 id="about-services">
          <Trans>Dịch vụ</Trans>
        </h2>
        <ul className="about-features">
          <Feature icon="cart" title={<Trans>Mua hộ</Trans>}>
            <Trans>
              Dán link sản phẩm Taobao, Tmall, 1688 hoặc Pinduoduo, cho vào giỏ và đặt hàng. Bạn đặt cọc bằng ví, chúng tôi mua đúng mẫu,
              đúng số lượng và báo cho bạn từng bước.
            </Trans>
          </Feature>
          <Feature icon="ship" title={<Trans>Ký gửi vận chuyển</Trans>}>
            <Trans>
              Bạn tự mua hàng, người bán gửi tới kho Trung Quốc của chúng tôi kèm mã khách hàng của bạn; chúng tôi cân đo, đóng gói và
              chuyển về Việt Nam.
            </Trans>
          </Feature>
          <Feature icon="card" title={<Trans>Thanh toán hộ</Trans>}>
            <Trans>
              Gửi cho chúng tôi yêu cầu thanh toán (代付) của người bán, chúng tôi trả bằng nhân dân tệ và trừ tiền đồng trong ví của bạn
              theo tỷ giá công bố.
            </Trans>
          </Feature>
          <Feature icon="walletIn" title={<Trans>Ví tiền đồng</Trans>}>
            <Trans>
              Nạp tiền bằng chuyển khoản ngân hàng qua mã VietQR, số dư được cộng tự động; mọi khoản đặt cọc, thanh toán, hoàn tiền đều minh
              bạch trong lịch sử giao dịch.
            </Trans>
          </Feature>
          <Feature icon="box" title={<Trans>Kho Trung Quốc và Việt Nam</Trans>}>
            <Trans>Hàng được nhận tại kho Trung Quốc, vận chuyển về kho Hà Nội hoặc TP. Hồ Chí Minh, rồi giao tới địa chỉ của bạn.</Trans>
          </Feature>
        </ul>
      </section>
      <Link to="/auth/register" className="btn btn-primary btn-block">
        <Trans>Tạo tài khoản miễn phí</Trans>
      </Link>
    </div>
  );
}
