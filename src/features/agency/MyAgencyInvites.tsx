import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyAgencyInvite } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyKeys, answerAgencyInvite, myAgencyInvitesQuery } from '../../api/agency';
import { BusyButton } from '../../components/BusyButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/form/FormAlert';
import { useFormat } from '../../i18n/useFormat';
import { useCurrentUser } from '../../session/SessionProvider';
import { agencyErrorText } from './agencyErrors';
import { AgencyTermsView } from './AgencyTermsView';
import './agency.css';

/**
 * The invitations an agency sent this customer, where they look after their account: who
 * invites, the code the agency would know them by, the prices they would pay (the agency's own
 * terms with their figures, or word that prices stay the general ones), and the answer.
 * Accepting changes their prices and lets the agency see their orders and balance, so it is asked
 * once more. Nothing is shown when there is none (or to an account that is not a customer).
 */
export function MyAgencyInvites() {
  const api = useApi();
  const user = useCurrentUser();
  const [answered, setAnswered] = useState<string | null>(null);
  const invites = useQuery({ ...myAgencyInvitesQuery(api), enabled: user?.role === 'customer' });
  const items = invites.data ?? [];
  if (items.length === 0) return answered ? <FormAlert tone="success" message={answered} /> : null;
  return (
    <section className="card agency-my-invites" aria-labelledby="agency-my-invites">
      <h2 id="agency-my-invites" className="agency-card-title">
        <Trans>Lời mời làm khách của đại lý</Trans>
      </h2>
      <FormAlert tone="success" message={answered} />
      <ul>
        {items.map((invite) => (
          <InviteCard key={invite.id} invite={invite} onAnswered={setAnswered} />
        ))}
      </ul>
    </section>
  );
}

function InviteCard({ invite, onAnswered }: { invite: MyAgencyInvite; onAnswered: (text: string) => void }) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const agency = invite.agencyName;
  const code = invite.agencyCustomerCode;
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => answerAgencyInvite(api, invite.id, choice),
    onSuccess: async (_, choice) => {
      setAsking(false);
      onAnswered(choice === 'accept' ? t`Bạn đã là khách hàng của ${agency}.` : t`Đã từ chối lời mời của ${agency}.`);
      await queryClient.invalidateQueries({ queryKey: agencyKeys.myInvites });
      if (choice === 'accept') await queryClient.invalidateQueries({ queryKey: agencyKeys.myAgency });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: agencyKeys.myInvites }),
  });
  const error = answer.isError ? agencyErrorText(answer.error) : null;
  return (
    <li className="agency-my-invite">
      <p>
        <Trans>
          <strong>{agency}</strong> mời bạn làm khách hàng, với mã khách <strong>{code}</strong>.
        </Trans>
      </p>
      <p className="muted">
        <time dateTime={invite.createdAt}>{format.dateTime(invite.createdAt)}</time>
      </p>
      {invite.custom ? (
        <>
          <AgencyTermsView terms={invite.terms} custom />
          <p className="muted">
            <Trans>
              Nhận lời thì đơn mới của bạn tính theo giá riêng này, và đại lý xem được đơn hàng, số dư ví của bạn, chuyển tiền và thanh toán
              hộ cho bạn.
            </Trans>
          </p>
        </>
      ) : (
        <p className="muted">
          <Trans>
            Đại lý này theo bảng giá chung của MuaHộ: nhận lời không đổi giá của bạn. Đại lý sẽ xem được đơn hàng, số dư ví của bạn, chuyển
            tiền và thanh toán hộ cho bạn.
          </Trans>
        </p>
      )}
      {!asking && <FormAlert message={error} />}
      <div className="action-row">
        <button type="button" className="btn btn-primary" disabled={answer.isPending} onClick={() => setAsking(true)}>
          <Trans>Nhận lời</Trans>
        </button>
        <BusyButton
          className="btn btn-secondary"
          busy={answer.isPending && answer.variables === 'decline'}
          busyLabel={<Trans>Đang từ chối…</Trans>}
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          <Trans>Từ chối</Trans>
        </BusyButton>
      </div>
      {asking && (
        <ConfirmDialog
          title={<Trans>Làm khách hàng của {agency}?</Trans>}
          confirmLabel={<Trans>Nhận lời</Trans>}
          pendingLabel={<Trans>Đang gửi…</Trans>}
          cancelLabel={<Trans>Để sau</Trans>}
          pending={answer.isPending}
          error={error}
          onConfirm={() => answer.mutate('accept')}
          onClose={() => setAsking(false)}
        >
          <p>
            {invite.custom ? (
              <Trans>
                Đại lý sẽ gọi bạn là {code}, xem được đơn hàng và số dư ví của bạn. Đơn mới tính theo giá riêng của đại lý. Mỗi tài khoản
                chỉ thuộc một đại lý.
              </Trans>
            ) : (
              <Trans>
                Đại lý sẽ gọi bạn là {code}, xem được đơn hàng và số dư ví của bạn. Giá vẫn theo bảng giá chung. Mỗi tài khoản chỉ thuộc một
                đại lý.
              </Trans>
            )}
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
