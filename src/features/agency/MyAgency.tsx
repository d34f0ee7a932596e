import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { agencyKeys, leaveMyAgency, myAgencyQuery } from '../../api/agency';
import { ApiError } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/form/FormAlert';
import { useFormat } from '../../i18n/useFormat';
import { useCurrentUser } from '../../session/SessionProvider';
import { agencyErrorText } from './agencyErrors';
import { AgencyTermsView } from './AgencyTermsView';
import './agency.css';

/**
 * The agency this customer belongs to, on their account page: its name, the code it knows them by,
 * the prices they pay, and leaving it, asked once more since the agency then loses sight of their
 * orders and wallet. Nothing is shown without an agency (or to an account that is not a customer).
 */
export function MyAgency() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  const mine = useQuery({ ...myAgencyQuery(api), enabled: user?.role === 'customer' });
  const agency = mine.data;
  const name = agency?.agencyName ?? '';
  const leave = useMutation({
    mutationFn: () => leaveMyAgency(api),
    onSuccess: () => {
      setAsking(false);
      setLeft(t`Bạn đã rời ${name}.`);
      queryClient.setQueryData(agencyKeys.myAgency, null);
    },
    onError: (error) => {
      // Left already (on another device): the page shows what is true now.
      if (error instanceof ApiError && error.code === 'not-found') {
        setAsking(false);
        void queryClient.invalidateQueries({ queryKey: agencyKeys.myAgency });
      }
    },
  });
  if (!agency) return left ? <FormAlert tone="success" message={left} /> : null;
  const code = agency.agencyCustomerCode;
  const since = format.date(agency.joinedAt);
  const error = leave.isError ? agencyErrorText(leave.error) : null;
  return (
    <section className="card agency-mine" aria-labelledby="agency-mine">
      <h2 id="agency-mine" className="agency-card-title">
        <Trans>Đại lý của bạn</Trans>
      </h2>
      <p>
        <Trans>
          Bạn là khách hàng của <strong>{name}</strong> từ {since}, với mã khách <strong>{code}</strong>.
        </Trans>
      </p>
      {agency.custom ? (
        <AgencyTermsView terms={agency.terms} custom />
      ) : (
        <p className="muted">
          <Trans>Đại lý theo bảng giá chung của MuaHộ.</Trans>
        </p>
      )}
      {!asking && <FormAlert message={error} />}
      <div className="action-row">
        <button type="button" className="btn btn-secondary" disabled={leave.isPending} onClick={() => setAsking(true)}>
          <Trans>Rời đại lý</Trans>
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={<Trans>Rời {name}?</Trans>}
          confirmLabel={<Trans>Rời đại lý</Trans>}
          pendingLabel={<Trans>Đang rời…</Trans>}
          cancelLabel={<Trans>Ở lại</Trans>}
          pending={leave.isPending}
          error={error}
          onConfirm={() => leave.mutate()}
          onClose={() => setAsking(false)}
        >
          <p>
            <Trans>
              Đại lý sẽ không xem được đơn hàng, số dư ví của bạn nữa, cũng không chuyển tiền hay thanh toán hộ cho bạn được nữa. Đơn hàng,
              ví và các yêu cầu đã có vẫn là của bạn; tiền hoàn của yêu cầu do đại lý trả vẫn về ví đại lý. Đơn mới tính theo bảng giá
              chung.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
