import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { findBank } from '../../../contract/banks';
import type { Withdraw } from '../../../contract/wallet';
import { failureOf, isRefusal } from '../../../machines/failure';
import { useApi } from '../../api/ApiProvider';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { cancelWithdrawal } from '../../api/wallet';
import { refreshWallet } from '../../api/walletBalance';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { OfflineAge } from '../../components/OfflineAge';
import { PhotoStrip } from '../../components/PhotoStrip';
import { EmptyState } from '../../components/EmptyState';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { withdrawalsQuery } from './withdrawalsQuery';
import { WithdrawStatusBadge } from './WithdrawStatusBadge';

/** "•••• 6789": enough for the person to recognise the account, no more on a shared screen. */
const lastDigits = (accountNumber: string) => accountNumber.slice(-4);

/** "Lệnh rút tiền của bạn": every withdrawal, newest first, with "Hủy lệnh" on pending ones. */
export function WithdrawalList() {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const format = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useDeferredQuery(useInfiniteQuery(withdrawalsQuery(api)));
  const [asking, setAsking] = useState<Withdraw | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // One Idempotency-Key per withdrawal being cancelled, kept while that cancel is retried.
  const cancelKeys = useRef(new Map<number, string>());
  const cancelledOne = useRef(false);

  const cancel = useMutation({
    mutationFn: (withdrawal: Withdraw) => {
      let key = cancelKeys.current.get(withdrawal.id);
      if (!key) cancelKeys.current.set(withdrawal.id, (key = newIdempotencyKey()));
      return cancelWithdrawal(api, withdrawal.id, key);
    },
    onSuccess: (cancelled) => {
      cancelKeys.current.delete(cancelled.id);
      const amount = format.vnd(cancelled.amountVnd);
      setNotice({ tone: 'success', text: t`Đã hủy lệnh rút tiền ${amount}. Số tiền đã trở lại số dư khả dụng.` });
      cancelledOne.current = true;
      setAsking(null);
      void refreshWallet(queryClient);
    },
    onError: (error, withdrawal) => {
      if (!isRefusal(failureOf(error))) return; // no answer: the dialog stays, a retry sends the same key
      cancelKeys.current.delete(withdrawal.id);
      if (failureOf(error).code === 'invalid-state') {
        setNotice({ tone: 'error', text: t`Lệnh này không còn chờ xử lý nên không thể hủy. Danh sách đã được cập nhật.` });
        cancelledOne.current = true;
        setAsking(null);
      }
      void refreshWallet(queryClient);
    },
  });

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const askingAmount = asking ? format.vnd(asking.amountVnd) : '';

  return (
    <section className="withdraw-list" aria-labelledby="withdraw-list-title">
      <h2 id="withdraw-list-title" ref={headingRef} tabIndex={-1}>
        <Trans>Lệnh rút tiền của bạn</Trans>
      </h2>
      <div aria-live="polite">{notice?.tone === 'success' && <FormAlert tone="success" message={notice.text} />}</div>
      {notice?.tone === 'error' && <FormAlert message={notice.text} />}
      {waitsForNetwork(list) ? (
        <NeedsConnection className="withdraw-list__error" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p role="status" className="muted">
          <Trans>Đang tải danh sách lệnh rút tiền…</Trans>
        </p>
      ) : list.isError && !list.data ? (
        <LoadFailed className="withdraw-list__error" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <>
          <OfflineAge updatedAt={list.dataUpdatedAt} />
          <EmptyState icon="walletOut" title={<Trans>Bạn chưa có lệnh rút tiền nào</Trans>}>
            <Trans>Lệnh rút tiền bạn tạo sẽ hiện ở đây, cùng trạng thái xử lý của từng lệnh.</Trans>
          </EmptyState>
        </>
      ) : (
        <>
          <OfflineAge updatedAt={list.dataUpdatedAt} />
          <ul className="card-list">
            {items.map((withdrawal) => (
              <WithdrawalItem
                key={withdrawal.id}
                withdrawal={withdrawal}
                onCancel={() => {
                  cancel.reset();
                  setNotice(null);
                  cancelledOne.current = false;
                  setAsking(withdrawal);
                }}
              />
            ))}
          </ul>
        </>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={list.isFetchingNextPage}
          aria-busy={list.isFetchingNextPage || undefined}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? <Trans>Đang tải…</Trans> : <Trans>Tải thêm</Trans>}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={<Trans>Hủy lệnh rút tiền {askingAmount}?</Trans>}
          confirmLabel={<Trans>Hủy lệnh</Trans>}
          pendingLabel={<Trans>Đang hủy lệnh…</Trans>}
          cancelLabel={<Trans>Không</Trans>}
          pending={cancel.isPending}
          error={cancel.isError ? errorText(cancel.error) : null}
          onConfirm={() => cancel.mutate(asking)}
          onClose={() => setAsking(null)}
          returnFocusTo={() => (cancelledOne.current ? headingRef.current : null)}
        >
          <p>
            <Trans>Số tiền đang giữ sẽ trở lại số dư khả dụng của bạn.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function WithdrawalItem({ withdrawal, onCancel }: { withdrawal: Withdraw; onCancel: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const amount = format.vnd(withdrawal.amountVnd);
  const bank = findBank(withdrawal.bankBin)?.shortName ?? withdrawal.bankName;
  const digits = lastDigits(withdrawal.accountNumber);
  const { status } = withdrawal;
  const note = withdrawal.note ? userText(withdrawal.note) : null;
  return (
    <li className="card withdrawal">
      <div className="withdrawal__top">
        <strong className="withdrawal__amount">{amount}</strong>
        <WithdrawStatusBadge status={status} />
      </div>
      <p>
        {bank} · <span className="visually-hidden">{t`tài khoản có số cuối`} </span>
        <span aria-hidden="true">•••• </span>
        {digits}
      </p>
      <p className="muted">
        <time dateTime={withdrawal.createdAt}>{format.dateTime(withdrawal.createdAt)}</time>
      </p>
      {note &&
        (status === 'completed' ? (
          <p>
            <Trans>Mã giao dịch: {note}</Trans>
          </p>
        ) : status === 'rejected' ? (
          <p>
            <Trans>Lý do: {note}</Trans>
          </p>
        ) : (
          <p>
            <Trans>Ghi chú: {note}</Trans>
          </p>
        ))}
      {withdrawal.proofs.length > 0 && (
        <PhotoStrip
          label={t`Chứng từ chuyển khoản lệnh rút ${amount}`}
          photos={withdrawal.proofs}
          altOf={(n, total) => t`Ảnh chứng từ ${n}/${total} của lệnh rút ${amount}`}
        />
      )}
      {status === 'pending' && (
        <button
          type="button"
          className="btn btn-secondary withdrawal__cancel"
          aria-label={t`Hủy lệnh rút tiền ${amount}`}
          onClick={onCancel}
        >
          <Trans>Hủy lệnh</Trans>
        </button>
      )}
    </li>
  );
}
