import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef } from 'react';
import { type SplashScreen, splashMachine, splashScreens } from '../../../machines/splash';
import { BrandMark } from '../../components/BrandMark';
import { localSplashStorage } from '../../pwa/splashStorage';
import { useCurrentUser } from '../../session/SessionProvider';
import './splash.css';

const screenText: Record<SplashScreen, { title: MessageDescriptor; body: MessageDescriptor }> = {
  buying: {
    title: msg`Mua hộ từ Taobao, Tmall, 1688`,
    body: msg`Dán link sản phẩm, chọn mẫu và số lượng. Chúng tôi đặt hàng và thanh toán với shop thay bạn.`,
  },
  wallet: {
    title: msg`Ví tiền VND của riêng bạn`,
    body: msg`Nạp tiền bằng chuyển khoản ngân hàng: quét mã VietQR là tiền vào ví. Đặt cọc và thanh toán đơn ngay từ ví.`,
  },
  tracking: {
    title: msg`Theo dõi hàng đến tận nhà`,
    body: msg`Xem hàng đi từ kho Trung Quốc về kho Việt Nam, rồi được giao tận nơi cho bạn.`,
  },
};

/** A horizontal drag this long (CSS px) turns the screen; shorter ones are taps or scrolls. */
const SWIPE_PX = 48;

/**
 * The installed app's first launch: the brand and three screens on what the service does
 * (machines/splash.ts decides the steps). Skipping or finishing remembers that the device has
 * seen them and goes to login, or home for someone already signed in.
 */
export function SplashScreenPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const signedIn = useCurrentUser() !== null;
  const storage = useMemo(() => localSplashStorage(), []);
  const [snapshot, send] = useMachine(splashMachine);
  const screen = snapshot.value as SplashScreen | 'done';
  const step = screen === 'done' ? splashScreens.length : splashScreens.indexOf(screen) + 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const swipeStart = useRef<number | null>(null);
  const firstScreen = useRef(true);

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    storage.markSeen();
    void navigate({ to: signedIn ? '/' : '/auth/login', replace: true });
  }, [snapshot.status, storage, navigate, signedIn]);

  // A screen reader reads the new screen from its heading; the first one is read with the page.
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    heading.current?.focus();
  }, [screen]);

  if (screen === 'done') return <div className="splash" />;
  const text = screenText[screen];
  const last = snapshot.hasTag('last');

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (dx <= -SWIPE_PX) send({ type: 'splash.next' });
    else if (dx >= SWIPE_PX) send({ type: 'splash.back' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') send({ type: 'splash.next' });
    else if (event.key === 'ArrowLeft') send({ type: 'splash.back' });
  };

  return (
    <div className="splash" onKeyDown={onKeyDown}>
      <div className="splash__top">
        <div className="splash__brand">
          <BrandMark size={40} />
          <h1 className="splash__name">MuaHộ</h1>
        </div>
        <button type="button" className="btn splash__skip" onClick={() => send({ type: 'splash.skip' })}>
          <Trans>Bỏ qua</Trans>
        </button>
      </div>

      <section
        key={screen}
        className={`splash__screen splash__screen--${screen}`}
        aria-labelledby="splash-heading"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <h2 id="splash-heading" ref={heading} tabIndex={-1} className="splash__title">
          {i18n._(text.title)}
        </h2>
        <p className="splash__body">{i18n._(text.body)}</p>
      </section>

      <ol className="splash__dots" aria-label={t`Các bước`}>
        {splashScreens.map((name, index) => (
          <li key={name} className="splash__dot" aria-current={index + 1 === step ? 'step' : undefined}>
            <span className="visually-hidden">
              <Trans>
                Bước {index + 1} trên {splashScreens.length}
              </Trans>
            </span>
          </li>
        ))}
      </ol>

      <div className="splash__actions">
        {snapshot.can({ type: 'splash.back' }) && (
          <button type="button" className="btn splash__back" onClick={() => send({ type: 'splash.back' })}>
            <Trans>Quay lại</Trans>
          </button>
        )}
        {last ? (
          <button type="button" className="btn splash__forward" onClick={() => send({ type: 'splash.finish' })}>
            {signedIn ? <Trans>Bắt đầu</Trans> : <Trans>Đăng nhập</Trans>}
          </button>
        ) : (
          <button type="button" className="btn splash__forward" onClick={() => send({ type: 'splash.next' })}>
            <Trans>Tiếp theo</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
