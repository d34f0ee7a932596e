import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BrandMark } from '../../components/BrandMark';
import './splash.css';

/** How long the brand shows on an installed app's first start before moving on. */
const SPLASH_MS = 1500;

export function SplashScreenPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: '/', replace: true }), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="splash">
      <div className="center-stack">
        <BrandMark size={96} />
        <h1 className="splash__name">MuaHộ</h1>
        <p className="splash__tagline">
          <Trans>Mua hộ hàng Taobao, Tmall, 1688 và vận chuyển về Việt Nam</Trans>
        </p>
      </div>
      <Link to="/" replace className="btn splash__start">
        <Trans>Bắt đầu</Trans>
      </Link>
    </div>
  );
}
