import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  emailTopics,
  notificationTopics,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from '../../../contract/notifications';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/errors';
import { notificationPreferencesKey, notificationPreferencesQuery, updateNotificationPreferences } from '../../api/notifications';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { isOffline } from '../../pwa/useOnline';
import { useCurrentUser } from '../../session/SessionProvider';
import './notificationPreferences.css';

/** Each topic as a customer knows it, and what it tells of. */
const topicWords: Record<NotificationTopic, { name: MessageDescriptor; hint: MessageDescriptor }> = {
  order: { name: msg`Đơn mua hộ`, hint: msg`Đã mua, về kho, đang giao, hết hàng hay bị huỷ` },
  consignment: { name: msg`Ký gửi vận chuyển`, hint: msg`Hàng ký gửi về kho Trung Quốc, về kho Việt Nam` },
  package: { name: msg`Kiện hàng`, hint: msg`Kiện hàng về kho Việt Nam` },
  delivery: { name: msg`Giao hàng`, hint: msg`Đã giao cho đơn vị vận chuyển, đã giao tới bạn` },
  money: { name: msg`Ví tiền`, hint: msg`Nạp tiền vào ví, rút tiền về ngân hàng` },
  pob: { name: msg`Thanh toán hộ`, hint: msg`Đã thanh toán, bị từ chối và tiền hoàn lại` },
  taobaoGlobal: { name: msg`Taobao quốc tế`, hint: msg`Người bán giao hàng, về kho, thanh toán lỗi, đơn bị huỷ` },
  complaint: { name: msg`Khiếu nại`, hint: msg`Được chấp nhận, bị từ chối, đã hoàn tiền` },
  chat: { name: msg`Tin nhắn`, hint: msg`Nhân viên MuaHộ trả lời bạn` },
  agency: { name: msg`Khách của đại lý`, hint: msg`Khách rời đại lý của bạn` },
};

/** The topics this person can be told of: the agency's own only to an agency. */
const topicsFor = (role: string | undefined): NotificationTopic[] =>
  notificationTopics.filter((topic) => topic !== 'agency' || role === 'agency');

const channelWords: Record<NotificationChannel, MessageDescriptor> = {
  inApp: msg`Trong ứng dụng`,
  push: msg`Trên điện thoại`,
  email: msg`Qua email`,
};

/** The channels a topic offers: e-mail only where the server allows it (the topics that move money). */
const channelsOf = (topic: NotificationTopic): NotificationChannel[] =>
  emailTopics.includes(topic) ? ['inApp', 'push', 'email'] : ['inApp', 'push'];

const sameChoices = (a: NotificationPreferences, b: NotificationPreferences) =>
  notificationTopics.every((topic) => channelsOf(topic).every((channel) => a[topic][channel] === b[topic][channel]));

/**
 * /profile/notifications: per topic, whether it is told in the app, on the phone and (for money)
 * by e-mail. One form and one call, so a TanStack mutation: the switches are the person's until
 * saved, a failed save (offline included) keeps them on the page to save again.
 */
export function NotificationPreferencesPage() {
  const api = useApi();
  const query = useQuery(notificationPreferencesQuery(api));
  return (
    <div className="page page--form notification-prefs">
      {query.data ? (
        <PreferencesForm saved={query.data} />
      ) : waitsForNetwork(query) ? (
        <NeedsConnection onRetry={() => void query.refetch()} />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <ListSkeleton label={<Trans>Đang tải lựa chọn thông báo…</Trans>} />
      )}
    </div>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  // The person's switches once they touch one; until then the page follows what the server holds
  // (a reload shows the kept answer first and the fresh one when it comes).
  const [edited, setEdited] = useState<NotificationPreferences | null>(null);
  const choices = edited ?? saved;
  const save = useMutation({
    mutationFn: (body: NotificationPreferences) => updateNotificationPreferences(api, body),
    onSuccess: (stored) => {
      queryClient.setQueryData(notificationPreferencesKey, stored);
      setEdited(null);
    },
  });
  const changed = !sameChoices(choices, saved);
  const topics = topicsFor(useCurrentUser()?.role);

  const toggle = (topic: NotificationTopic, channel: NotificationChannel, on: boolean) => {
    // A new change makes the last answer (saved, or why not) out of date.
    if (!save.isPending) save.reset();
    setEdited({ ...choices, [topic]: { ...choices[topic], [channel]: on } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices);
  };

  return (
    <form className="notification-prefs__form" noValidate onSubmit={submit}>
      <div className="card notification-prefs__intro">
        <p>
          <Trans>Chọn việc nào MuaHộ báo cho bạn, và báo ở đâu.</Trans>
        </p>
        <p className="muted">
          <Trans>
            “Trên điện thoại” cần bật <Link to="/profile">Nhận thông báo</Link> trên từng thiết bị. Email chỉ dùng cho việc liên quan đến
            tiền.
          </Trans>
        </p>
      </div>
      <div className="card notification-prefs__topics">
        {topics.map((topic) => (
          <fieldset key={topic} className="notification-prefs__topic">
            <legend className="notification-prefs__name">{i18n._(topicWords[topic].name)}</legend>
            <p className="muted notification-prefs__hint">{i18n._(topicWords[topic].hint)}</p>
            <div className="notification-prefs__channels">
              {channelsOf(topic).map((channel) => (
                <label key={channel} className="switch-row">
                  <input
                    type="checkbox"
                    role="switch"
                    className="switch"
                    checked={choices[topic][channel]}
                    onChange={(event) => toggle(topic, channel, event.target.checked)}
                  />
                  <span>{i18n._(channelWords[channel])}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {/* Kept in view while there is something to save or to say about the last save. */}
      <div className={`card notification-prefs__save${changed || !save.isIdle ? ' notification-prefs__save--pinned' : ''}`}>
        <FormAlert message={save.isError ? saveFailure(i18n, save.error) : null} />
        <FormAlert tone="success" message={save.isSuccess && !changed ? t`Đã lưu lựa chọn thông báo của bạn.` : null} />
        {changed && !save.isError && !save.isPending && (
          <p className="muted" role="status">
            <Trans>Bạn có thay đổi chưa lưu.</Trans>
          </p>
        )}
        <SubmitButton pending={save.isPending} pendingLabel={<Trans>Đang lưu…</Trans>}>
          <Trans>Lưu lựa chọn</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

const offlineWords = msg`Chưa lưu được vì không có mạng. Các lựa chọn vẫn giữ nguyên ở đây: hãy bấm “Lưu lựa chọn” khi có mạng trở lại.`;

/** Why the choices were not saved, in words the person can act on; the switches stay as they are. */
function saveFailure(i18n: I18n, error: unknown): string | null {
  if (error instanceof ApiError && error.code === 'network-request-failed' && isOffline()) return i18n._(offlineWords);
  // A refused choice (e-mail for a topic that cannot have it) names itself in the server's words.
  if (error instanceof ApiError && error.code === 'validation-failed' && error.details[0]) return error.details[0].message;
  return errorText(error);
}
