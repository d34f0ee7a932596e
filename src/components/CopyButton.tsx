import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import './CopyButton.css';

type Outcome = 'copied' | 'failed' | null;

/** The old way, for browsers without the async clipboard (plain-http LAN testing, old WebViews). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way below.
  }
  return copyWithSelection(text);
}

/**
 * Copies `value` and says so in a polite live region ("Đã sao chép"); when the browser refuses,
 * it says to copy by hand (the value stays on screen, selectable). `label` names what is copied,
 * so a list of copy buttons reads "Sao chép số tài khoản", "Sao chép nội dung chuyển khoản"…
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await copyText(value);
    setOutcome(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), 3000);
  };

  return (
    <span className="copy-button">
      <button type="button" className="copy-button__button" onClick={() => void copy()} aria-label={t`Sao chép ${label}`}>
        {outcome === 'copied' ? <Trans>Đã chép</Trans> : <Trans>Sao chép</Trans>}
      </button>
      {/* Always in the page, so that the text put into it is announced. */}
      <span className="visually-hidden" role="status">
        {outcome === 'copied'
          ? t`Đã sao chép ${label}`
          : outcome === 'failed'
            ? t`Không sao chép được. Hãy chọn và sao chép thủ công.`
            : ''}
      </span>
    </span>
  );
}
