import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { updateFcmToken } from '../../api/currentUser';
import { getPushPublicKey } from '../../api/push';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { Icon } from '../../components/icons/icons';
import { pushPermission, PushSetupError, subscribeToPush, type PushProblem } from '../../pwa/pushSubscription';

const problems: Record<PushProblem, MessageDescriptor> = {
  unsupported: msg`Trình duyệt này không hỗ trợ thông báo đẩy. Trên iPhone, hãy thêm MuaHộ vào Màn hình chính rồi mở ứng dụng từ đó.`,
  denied: msg`Bạn đã chặn thông báo của MuaHộ. Hãy cho phép thông báo trong phần cài đặt trang web của trình duyệt, rồi thử lại.`,
  dismissed: msg`Bạn chưa cho phép nhận thông báo.`,
  noWorker: msg`Chưa thể bật thông báo lúc này. Hãy tải lại trang rồi thử lại.`,
};

/**
 * "Nhận thông báo": asks the browser's permission, subscribes this device with the server's
 * VAPID key and registers the subscription (POST /CurrentUser/UpdateFcmToken), then says how it
 * went. Without support, or once notifications are blocked, it explains instead of failing.
 * Below it, the way to the choices of what is told where (/profile/notifications).
 */
export function PushNotifications() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const hintId = useId();
  // Read once per render: the permission only changes through the browser's own dialogs.
  const [permission, setPermission] = useState(() => pushPermission());
  const enable = useMutation({
    mutationFn: async () => updateFcmToken(api, await subscribeToPush(() => getPushPublicKey(api))),
    onSettled: () => setPermission(pushPermission()),
  });

  // What the browser already says before any click: explained in place, not announced.
  const standing: PushProblem | null = permission === 'unsupported' ? 'unsupported' : permission === 'denied' ? 'denied' : null;
  // What the last attempt ran into: announced (role="alert").
  const failure = !enable.isError
    ? null
    : enable.error instanceof PushSetupError
      ? i18n._(problems[enable.error.problem])
      : errorText(enable.error);

  return (
    <section className="card push-card" aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className="push-card__title">
        <Icon name="bell" size={20} />
        <Trans>Thông báo</Trans>
      </h2>
      <p id={hintId} className="muted">
        <Trans>Nhận tin khi đơn hàng đổi trạng thái, hàng về kho hay tiền vào ví, kể cả khi không mở MuaHộ.</Trans>
      </p>
      {standing && !enable.isError && <p className="note-box">{i18n._(problems[standing])}</p>}
      <FormAlert message={failure} />
      <FormAlert tone="success" message={enable.isSuccess ? t`Đã bật thông báo trên thiết bị này.` : null} />
      {permission !== 'unsupported' && (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          onClick={() => enable.mutate()}
          disabled={enable.isPending}
          aria-describedby={hintId}
        >
          {enable.isPending && <span className="spinner" aria-hidden="true" />}
          <Trans>Nhận thông báo</Trans>
        </button>
      )}
      <Link to="/profile/notifications" className="push-card__more">
        <span>
          <Trans>Chọn loại thông báo muốn nhận</Trans>
        </span>
        <Icon name="chevron" size={20} />
      </Link>
    </section>
  );
}
