import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { logoutEverywhere } from '../../api/auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../components/form/serverErrors';
import { LinkMenuLabel } from '../../components/LinkMenu';
import { useSession } from '../../session/SessionProvider';

/**
 * "Đăng xuất khỏi mọi thiết bị": for a lost phone or a shared computer. Asks first, since this
 * device is signed out too; once the server has ended every session the session machine forgets
 * this one and goes to login.
 */
export function LogoutEverywhere() {
  const api = useApi();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => logoutEverywhere(api),
    onSuccess: () => session.send({ type: 'session.logout' }),
  });
  return (
    <>
      <button type="button" className="link-menu__link link-menu__link--danger" onClick={() => setOpen(true)}>
        <LinkMenuLabel icon="logout" leads={false}>
          <Trans>Đăng xuất khỏi mọi thiết bị</Trans>
        </LinkMenuLabel>
      </button>
      {open && (
        <ConfirmDialog
          title={<Trans>Đăng xuất khỏi mọi thiết bị?</Trans>}
          confirmLabel={<Trans>Đăng xuất tất cả</Trans>}
          pendingLabel={<Trans>Đang đăng xuất…</Trans>}
          cancelLabel={<Trans>Không</Trans>}
          pending={mutation.isPending}
          error={mutation.isError ? errorText(mutation.error) : null}
          onConfirm={() => mutation.mutate()}
          onClose={() => setOpen(false)}
        >
          <p>
            <Trans>Mọi điện thoại và máy tính đang đăng nhập tài khoản này, kể cả thiết bị này, sẽ phải đăng nhập lại.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
