import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { MAX_TAOBAO_ACCOUNTS, type TaobaoAccount } from '../../../contract/taobaoGlobal';
import { useApi } from '../../api/ApiProvider';
import { setDefaultTaobaoAccount, taobaoAccountsQuery, taobaoGlobalKeys, unlinkTaobaoAccount } from '../../api/taobaoGlobal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DoneNote } from '../../components/DoneNote';
import { EmptyState } from '../../components/EmptyState';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { StatusBadge } from '../../components/StatusBadge';
import { useFormat } from '../../i18n/useFormat';
import { LinkAccountForm } from './LinkAccountForm';
import './taobaoGlobal.css';

/**
 * The way back to `returnTo`, the page that sent the person here: back in the history when that
 * page is the one before (so going back from it does not land here again), else to it in place
 * of this page (a link opened in a new tab).
 */
function useReturn(returnTo: string | undefined) {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return () => {
    if (!returnTo) return;
    if (canGoBack) router.history.back();
    else void navigate({ href: returnTo, replace: true });
  };
}

/**
 * /taobaoIntToken: the Taobao Global accounts the person linked to order through the platform.
 * A link shows its name, the last characters of its token and its expiry, never the token; one
 * is the default for new orders. A link that stopped working says so and asks to link again.
 * Sent here from another page (`returnTo`: an order being placed, the order list), a new link
 * leads straight back there.
 */
export function TaobaoAccountsPage({ returnTo }: { returnTo?: string | undefined }) {
  const api = useApi();
  const accounts = useQuery(taobaoAccountsQuery(api));
  const listId = useId();
  const [done, setDone] = useState<string | null>(null);
  const [relinking, setRelinking] = useState<string | null>(null);
  const list = accounts.data ?? [];
  const full = list.length >= MAX_TAOBAO_ACCOUNTS;
  const max = MAX_TAOBAO_ACCOUNTS;
  const goBack = useReturn(returnTo);

  return (
    <div className="page page--form taobao-page">
      <DoneNote>{done}</DoneNote>
      <section className="taobao-section" aria-labelledby={listId}>
        <h2 id={listId} className="taobao-section__title">
          <Trans>Tài khoản đã liên kết</Trans>
        </h2>
        {accounts.isPending ? (
          <ListSkeleton label={<Trans>Đang tải tài khoản đã liên kết…</Trans>} />
        ) : accounts.isError ? (
          <LoadFailed className="taobao-section" error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon="key" title={<Trans>Bạn chưa liên kết tài khoản Taobao quốc tế nào</Trans>}>
            <p>
              <Trans>
                Liên kết tài khoản nhà phân phối Taobao quốc tế để đặt hàng qua nền tảng. Mã truy cập được mã hóa và không bao giờ hiển thị
                lại.
              </Trans>
            </p>
          </EmptyState>
        ) : (
          <ul className="card taobao-accounts">
            {list.map((account) => (
              <AccountRow key={account.id} account={account} onDone={setDone} onRelink={setRelinking} />
            ))}
          </ul>
        )}
      </section>
      {full ? (
        <p className="card muted">
          <Trans>Bạn đã liên kết tối đa {max} tài khoản. Hủy một liên kết để thêm tài khoản khác.</Trans>
        </p>
      ) : (
        <LinkAccountForm
          key={relinking ?? ''}
          accountName={relinking ?? ''}
          onLinked={(message) => {
            setRelinking(null);
            setDone(message);
            goBack();
          }}
        />
      )}
      {returnTo ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={goBack}>
          <Trans>Quay lại</Trans>
        </button>
      ) : (
        <Link to="/taobaoIntOrder" className="btn btn-secondary btn-block">
          <Trans>Xem đơn Taobao quốc tế</Trans>
        </Link>
      )}
    </div>
  );
}

function AccountRow({
  account,
  onDone,
  onRelink,
}: {
  account: TaobaoAccount;
  onDone: (message: string) => void;
  onRelink: (accountName: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const name = account.accountName;
  const expiry = format.dateTime(account.expiresAt);
  const hint = account.accessTokenHint;
  const refresh = () => queryClient.invalidateQueries({ queryKey: taobaoGlobalKeys.all });
  const makeDefault = useMutation({
    mutationFn: () => setDefaultTaobaoAccount(api, account.id),
    onSuccess: () => {
      void refresh();
      onDone(t`${name} là tài khoản mặc định cho đơn mới.`);
    },
  });
  const unlink = useMutation({
    mutationFn: () => unlinkTaobaoAccount(api, account.id),
    onSuccess: () => {
      setAsking(false);
      void refresh();
      onDone(t`Đã hủy liên kết ${name}.`);
    },
  });

  return (
    <li className="taobao-account">
      <p className="taobao-account__top">
        <strong>
          <bdi>{name}</bdi>
        </strong>
        {account.isDefault && <StatusBadge tone="done">{t`Mặc định`}</StatusBadge>}
        {account.needsRelink ? (
          <StatusBadge tone="closed">{t`Cần liên kết lại`}</StatusBadge>
        ) : account.expired ? (
          <StatusBadge tone="active">{t`Đang gia hạn`}</StatusBadge>
        ) : null}
      </p>
      <p className="muted">
        {account.renewable ? (
          <Trans>
            Mã {hint} · tự gia hạn, hạn hiện tại {expiry}
          </Trans>
        ) : (
          <Trans>
            Mã {hint} · hết hạn {expiry}
          </Trans>
        )}
      </p>
      {account.needsRelink && (
        <p className="taobao-account__warning">
          <Trans>Liên kết này đã hết hạn hoặc bị Taobao từ chối. Hãy lấy mã mới và liên kết lại để tiếp tục đặt hàng.</Trans>
        </p>
      )}
      <FormAlert message={makeDefault.isError ? errorText(makeDefault.error) : null} />
      <div className="taobao-account__actions">
        {account.needsRelink && (
          <button type="button" className="btn btn-primary btn-small" onClick={() => onRelink(name)}>
            <Trans>Liên kết lại</Trans>
          </button>
        )}
        {!account.isDefault && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={makeDefault.isPending}
            onClick={() => makeDefault.mutate()}
          >
            <Trans>Đặt làm mặc định</Trans>
          </button>
        )}
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setAsking(true)}>
          <Trans>Hủy liên kết</Trans>
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={<Trans>Hủy liên kết {name}?</Trans>}
          confirmLabel={<Trans>Hủy liên kết</Trans>}
          pendingLabel={<Trans>Đang hủy…</Trans>}
          cancelLabel={<Trans>Giữ liên kết</Trans>}
          pending={unlink.isPending}
          error={unlink.isError ? errorText(unlink.error) : null}
          onConfirm={() => unlink.mutate()}
          onClose={() => setAsking(false)}
        >
          <p>
            <Trans>
              MuaHộ sẽ xóa mã truy cập của tài khoản này. Các đơn đã đặt vẫn được theo dõi; muốn đặt đơn mới qua tài khoản này, bạn cần liên
              kết lại.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
