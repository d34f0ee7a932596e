import { Trans } from '@lingui/react/macro';
import { errorText } from './form/serverErrors';
import { FormAlert } from './form/FormAlert';

/** A list or page that could not load: why (offline, timeout, the server's words) and a retry. */
export function LoadFailed({
  error,
  onRetry,
  retrying = false,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div className={className ? `card ${className}` : 'card'}>
      <FormAlert message={errorText(error)} />
      <button type="button" className="btn btn-secondary" onClick={onRetry} disabled={retrying || undefined}>
        <Trans>Thử lại</Trans>
      </button>
    </div>
  );
}
