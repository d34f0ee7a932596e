import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/**
 * While `unsaved()` says so, leaving the editor asks first: inside the app with a question of our
 * own, and a reload or a closed tab through the browser's own. It is asked at the moment of
 * leaving, so a save or a delete that moves on right away is not stopped by its own changes.
 */
export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={<Trans>Rời trang mà chưa lưu?</Trans>}
      confirmLabel={<Trans>Rời trang, bỏ thay đổi</Trans>}
      pendingLabel={<Trans>Đang rời trang…</Trans>}
      cancelLabel={<Trans>Ở lại sửa tiếp</Trans>}
      pending={false}
      error={null}
      onConfirm={blocker.proceed}
      onClose={blocker.reset}
    >
      <p>
        <Trans>Những gì bạn vừa viết chưa được lưu và sẽ mất.</Trans>
      </p>
    </ConfirmDialog>
  );
}
