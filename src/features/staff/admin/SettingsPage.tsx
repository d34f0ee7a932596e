import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { banks } from '../../../../contract/banks';
import { feeLineKinds } from '../../../../contract/fees';
import { settingsSchema, type Settings, type SettingsVersion } from '../../../../contract/settings';
import { useApi } from '../../../api/ApiProvider';
import { adminSettingsQuery, saveSettings, settingsHistoryQuery, staffKeys } from '../../../api/staff';
import { CheckRow } from '../../../components/CheckRow';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldError } from '../../../components/form/FieldError';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { LoadFailed } from '../../../components/LoadFailed';
import { feeLineLabels, shippingLineLabels, warehouseLabels } from '../../../i18n/feeLabels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleCard } from '../ConsoleCard';
import { DataTable, type Column } from '../DataTable';
import { Pager } from '../Pager';
import { defaultSample, previewOf, type SampleOrder } from './settingsPreview';
import { problemUnder, settingsProblems } from './settingsProblems';
import { FenField, NumberField, PurchaseFeeTierTable, TextInput, TierTable } from './figureFields';
import './admin.css';

/** The groups of the settings whose figures are edited one box each. */
type FigureGroup = 'rates' | 'fees' | 'limits' | 'orders' | 'delivery' | 'pob' | 'taobaoGlobal' | 'complaints';
/** A group's figures: its fields that hold a number. */
type FigureName<G extends FigureGroup> = { [K in keyof Settings[G]]: Settings[G][K] extends number ? K : never }[keyof Settings[G]] &
  string;

/** Where the editor shows a problem: the field at that path, or below the list or card it heads. */
const placedPaths = [
  'rates',
  'fees.depositBps',
  'fees.purchaseFeeMinVnd',
  'fees.insuranceBps',
  'fees.pobFeeBps',
  'fees.purchaseFeeTiers',
  'fees.countingTiers',
  'fees.shippingPrices',
  'fees.crate',
  'fees.volumetricDivisor',
  'fees.storage',
  'bankAccounts',
  'limits',
  'orders',
  'chinaWarehouse',
  'delivery',
  'pob',
];

/** The editor, given the version it edits. */
function SettingsEditor({ current }: { current: SettingsVersion }) {
  const { t, i18n } = useLingui();
  const { vnd, number } = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Settings>(current.settings);
  const [sample, setSample] = useState<SampleOrder>(defaultSample);
  const [note, setNote] = useState('');
  // What is asked to be saved: the draft as the schema read it (texts trimmed).
  const [asking, setAsking] = useState<Settings | null>(null);
  // Once a save was refused, the problems follow the draft as it is corrected.
  const [checked, setChecked] = useState(false);
  const fees = draft.fees;
  const setFees = (change: Partial<Settings['fees']>) => setDraft({ ...draft, fees: { ...fees, ...change } });
  const setDelivery = (change: Partial<Settings['delivery']>) => setDraft({ ...draft, delivery: { ...draft.delivery, ...change } });
  // One figure of a group, bound to the draft and to the problem at its path. A plain call, not a
  // component made here, so the field keeps what is typed (`12.`) across renders.
  const figure = <G extends FigureGroup>(group: G, name: FigureName<G>, label: ReactNode, Field = NumberField) => (
    <Field
      label={label}
      value={draft[group][name] as number}
      onChange={(value) => setDraft({ ...draft, [group]: { ...draft[group], [name]: value } })}
      error={problems[`${group}.${name}`]}
    />
  );
  const warehouseLine = (name: keyof Settings['chinaWarehouse'], label: ReactNode) => (
    <TextInput
      label={label}
      value={draft.chinaWarehouse[name]}
      onChange={(value) => setDraft({ ...draft, chinaWarehouse: { ...draft.chinaWarehouse, [name]: value } })}
      error={problems[`chinaWarehouse.${name}`]}
    />
  );
  const parsed = settingsSchema.safeParse(draft);
  const problems = checked ? settingsProblems(i18n, draft, parsed.error?.issues ?? [], number) : {};
  const problemCount = Object.keys(problems).length;
  // Problems with no field of their own on the page are spelled out in the alert.
  const unplaced = Object.entries(problems)
    .filter(([path]) => !placedPaths.some((placed) => path === placed || path.startsWith(`${placed}.`)))
    .map(([, message]) => message);

  const save = useMutation({
    mutationFn: (settings: Settings) => saveSettings(api, { settings, baseVersion: current.version, note: note.trim() || undefined }),
    onSuccess: async (saved) => {
      // The saved version is the new base at once; the history below gains its row.
      queryClient.setQueryData(staffKeys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.settings, 'history'] });
    },
  });

  const ask = () => {
    setChecked(true);
    if (parsed.success) setAsking(parsed.data);
  };

  const now = previewOf(current.settings, sample);
  const edited = previewOf(draft, sample);
  const amountOf = (estimate: typeof now, kind: string) => estimate?.lines.find((line) => line.kind === kind)?.amountVnd;
  const shownVnd = (amount: number | undefined) => (amount === undefined ? '–' : vnd(amount));

  return (
    <div className="settings-layout">
      <div>
        <FormAlert
          message={
            problemCount > 0
              ? [t`Cài đặt chưa hợp lệ: ${problemCount} chỗ cần sửa, xem thông báo bên cạnh từng ô.`, ...unplaced].join(' ')
              : null
          }
        />
        <ConsoleCard className="account-form" title={<Trans>Tỷ giá</Trans>}>
          {figure('rates', 'orderRateVndPerCny', <Trans>Tỷ giá mua hộ (VND/¥)</Trans>)}
          {figure('rates', 'pobRateVndPerCny', <Trans>Tỷ giá thanh toán hộ (VND/¥)</Trans>)}
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Phí</Trans>}>
          {figure('fees', 'depositBps', <Trans>Đặt cọc (phần vạn)</Trans>)}
          {figure('fees', 'purchaseFeeMinVnd', <Trans>Phí mua hàng tối thiểu (VND)</Trans>)}
          {figure('fees', 'insuranceBps', <Trans>Phí bảo hiểm (phần vạn)</Trans>)}
          {figure('fees', 'pobFeeBps', <Trans>Phí thanh toán hộ (phần vạn)</Trans>)}
          <PurchaseFeeTierTable
            rows={fees.purchaseFeeTiers}
            onChange={(purchaseFeeTiers) => setFees({ purchaseFeeTiers })}
            error={problemUnder(problems, 'fees.purchaseFeeTiers')}
          />
          <TierTable
            caption={t`Bậc phí kiểm đếm`}
            rows={fees.countingTiers}
            columns={[
              { key: 'fromItems', label: t`Từ (sản phẩm)` },
              { key: 'perItemVnd', label: t`Mỗi sản phẩm (VND)` },
            ]}
            blank={{ fromItems: Number.NaN, perItemVnd: Number.NaN }}
            onChange={(countingTiers) => setFees({ countingTiers })}
            error={problemUnder(problems, 'fees.countingTiers')}
          />
          {fees.shippingPrices.map((price, index) => (
            <TierTable
              key={`${price.warehouse}/${price.line}`}
              caption={t`Giá vận chuyển ${i18n._(warehouseLabels[price.warehouse])} – ${i18n._(shippingLineLabels[price.line])}`}
              rows={price.tiers}
              columns={[
                { key: 'fromKg', label: t`Từ (kg)` },
                { key: 'perKgVnd', label: t`Mỗi kg (VND)` },
              ]}
              blank={{ fromKg: Number.NaN, perKgVnd: Number.NaN }}
              onChange={(tiers) => setFees({ shippingPrices: fees.shippingPrices.map((p, i) => (i === index ? { ...p, tiers } : p)) })}
              error={problemUnder(problems, `fees.shippingPrices.${index}`)}
            />
          ))}
          <FieldError id="settings-shipping-error" message={problems['fees.shippingPrices']} />
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Đóng gỗ và cân quy đổi</Trans>}>
          <FenField
            label={<Trans>Đóng gỗ kg đầu tiên (¥)</Trans>}
            value={fees.crate.firstKgFen}
            onChange={(firstKgFen) => setFees({ crate: { ...fees.crate, firstKgFen } })}
            error={problems['fees.crate.firstKgFen']}
          />
          <FenField
            label={<Trans>Đóng gỗ mỗi kg tiếp theo (¥)</Trans>}
            value={fees.crate.nextKgFen}
            onChange={(nextKgFen) => setFees({ crate: { ...fees.crate, nextKgFen } })}
            error={problems['fees.crate.nextKgFen']}
          />
          {figure('fees', 'volumetricDivisor', <Trans>Hệ số cân quy đổi (D×R×C cm chia cho số này ra kg)</Trans>)}
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Lưu kho</Trans>}>
          <NumberField
            label={<Trans>Số ngày lưu kho miễn phí</Trans>}
            value={fees.storage.freeDays}
            onChange={(freeDays) => setFees({ storage: { ...fees.storage, freeDays } })}
            error={problems['fees.storage.freeDays']}
          />
          <NumberField
            label={<Trans>Phí lưu kho mỗi kg mỗi ngày (VND)</Trans>}
            value={fees.storage.perKgPerDayVnd}
            onChange={(perKgPerDayVnd) => setFees({ storage: { ...fees.storage, perKgPerDayVnd } })}
            error={problems['fees.storage.perKgPerDayVnd']}
          />
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Tài khoản nhận tiền</Trans>}>
          {draft.bankAccounts.map((account, index) => {
            const setAccount = (change: Partial<typeof account>) =>
              setDraft({ ...draft, bankAccounts: draft.bankAccounts.map((a, i) => (i === index ? { ...a, ...change } : a)) });
            return (
              <fieldset key={index} className="account-form__duties">
                <legend>{t`Tài khoản ${index + 1}`}</legend>
                <label className="console-filter">
                  <span>
                    <Trans>Ngân hàng</Trans>
                  </span>
                  <select
                    className="field__input"
                    value={account.bankBin}
                    onChange={(event) => setAccount({ bankBin: event.target.value as typeof account.bankBin })}
                  >
                    {banks.map((bank) => (
                      <option key={bank.bin} value={bank.bin}>
                        {bank.shortName}
                      </option>
                    ))}
                  </select>
                </label>
                <TextInput
                  label={<Trans>Số tài khoản</Trans>}
                  value={account.accountNumber}
                  onChange={(accountNumber) => setAccount({ accountNumber: accountNumber.trim() })}
                  error={problems[`bankAccounts.${index}.accountNumber`]}
                />
                <TextInput
                  label={<Trans>Chủ tài khoản</Trans>}
                  value={account.accountName}
                  onChange={(accountName) => setAccount({ accountName: accountName.toUpperCase() })}
                  error={problems[`bankAccounts.${index}.accountName`]}
                />
                <CheckRow
                  label={<Trans>Đang dùng cho lệnh nạp mới</Trans>}
                  checked={account.active}
                  onChange={(event) => setAccount({ active: event.target.checked })}
                />
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setDraft({ ...draft, bankAccounts: draft.bankAccounts.filter((_, i) => i !== index) })}
                >
                  <Trans>Xóa tài khoản này</Trans>
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() =>
              setDraft({
                ...draft,
                bankAccounts: [...draft.bankAccounts, { bankBin: banks[0].bin, accountNumber: '', accountName: '', active: false }],
              })
            }
          >
            <Trans>Thêm tài khoản nhận tiền</Trans>
          </button>
          <FieldError id="settings-banks-error" message={problems.bankAccounts} />
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Giới hạn ví</Trans>}>
          {figure('limits', 'rechargeMinVnd', <Trans>Nạp tối thiểu (VND)</Trans>)}
          {figure('limits', 'rechargeMaxVnd', <Trans>Nạp tối đa (VND)</Trans>)}
          {figure('limits', 'rechargeExpiryMinutes', <Trans>Thời hạn lệnh nạp (phút)</Trans>)}
          {figure('limits', 'withdrawMinVnd', <Trans>Rút tối thiểu (VND)</Trans>)}
          {figure('limits', 'withdrawMaxVnd', <Trans>Rút tối đa (VND)</Trans>)}
          {figure('limits', 'adjustMaxVnd', <Trans>Điều chỉnh ví lớn nhất mỗi lần (VND)</Trans>)}
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Đơn hàng</Trans>}>
          {figure('orders', 'autoReceiveDays', <Trans>Tự xác nhận đã nhận hàng sau (ngày)</Trans>)}
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Kho Trung Quốc</Trans>}>
          <p className="field__hint">
            <Trans>Khách đưa địa chỉ này cho người bán, kèm mã khách hàng; viết như người bán cần ghi.</Trans>
          </p>
          {warehouseLine('receiver', <Trans>Người nhận</Trans>)}
          {warehouseLine('phone', <Trans>Số điện thoại</Trans>)}
          {warehouseLine('address', <Trans>Địa chỉ</Trans>)}
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Giao hàng</Trans>}>
          {figure('delivery', 'baseFeeVnd', <Trans>Phí giao mỗi yêu cầu (VND)</Trans>)}
          {figure('delivery', 'perKgVnd', <Trans>Phí giao mỗi kg (VND)</Trans>)}
          <CheckRow
            label={<Trans>Cho phép thu hộ (COD)</Trans>}
            hint={<Trans>Đơn vị vận chuyển thu số tiền khách còn nợ khi giao, thay vì trừ ví trước.</Trans>}
            checked={draft.delivery.codAllowed}
            onChange={(event) => setDelivery({ codAllowed: event.target.checked })}
          />
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Thanh toán hộ</Trans>}>
          <p className="field__hint">
            <Trans>Hạn mức của mỗi khách trong một ngày (giờ Việt Nam); yêu cầu đã hủy hoặc bị từ chối không được tính.</Trans>
          </p>
          {figure('pob', 'dailyMaxCount', <Trans>Số yêu cầu tối đa mỗi ngày</Trans>)}
          {figure('pob', 'dailyMaxFen', <Trans>Tổng tiền tối đa mỗi ngày (¥)</Trans>, FenField)}
        </ConsoleCard>
        <ConsoleCard className="account-form" title={<Trans>Taobao quốc tế</Trans>}>
          <p className="field__hint">
            <Trans>Trước khi người bán gửi hàng, khách luôn yêu cầu hoàn tiền được.</Trans>
          </p>
          {figure('taobaoGlobal', 'refundWindowDays', <Trans>Số ngày được trả hàng hoàn tiền sau khi người bán gửi hàng</Trans>)}
          {figure('complaints', 'windowDays', <Trans>Số ngày được khiếu nại sau khi nhận hàng (thanh toán hộ: sau khi thanh toán)</Trans>)}
        </ConsoleCard>
        <div className="card account-form">
          <label className="console-filter">
            <span>
              <Trans>Ghi chú thay đổi</Trans>
            </span>
            <input className="field__input" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </label>
          <button type="button" className="btn btn-primary btn-small" onClick={ask}>
            <Trans>Lưu cài đặt</Trans>
          </button>
        </div>
      </div>
      <aside className="card settings-preview" aria-labelledby="settings-preview">
        <h2 id="settings-preview">
          <Trans>Thử với một đơn mẫu</Trans>
        </h2>
        <NumberField
          label={<Trans>Giá (¥)</Trans>}
          decimal
          value={sample.unitPriceFen / 100}
          onChange={(value) => setSample({ ...sample, unitPriceFen: Math.round(value * 100) })}
        />
        <NumberField label={<Trans>Số lượng</Trans>} value={sample.quantity} onChange={(quantity) => setSample({ ...sample, quantity })} />
        <NumberField
          label={<Trans>Cân nặng (gam)</Trans>}
          value={sample.weightGrams}
          onChange={(weightGrams) => setSample({ ...sample, weightGrams })}
        />
        <NumberField label={<Trans>Dài (cm)</Trans>} value={sample.lengthCm} onChange={(lengthCm) => setSample({ ...sample, lengthCm })} />
        <NumberField label={<Trans>Rộng (cm)</Trans>} value={sample.widthCm} onChange={(widthCm) => setSample({ ...sample, widthCm })} />
        <NumberField label={<Trans>Cao (cm)</Trans>} value={sample.heightCm} onChange={(heightCm) => setSample({ ...sample, heightCm })} />
        <CheckRow
          label={<Trans>Đóng gỗ</Trans>}
          checked={sample.crate}
          onChange={(event) => setSample({ ...sample, crate: event.target.checked })}
        />
        <table className="preview-table">
          <caption className="visually-hidden">{t`Chi phí đơn mẫu`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Khoản`}</th>
              <th scope="col">{t`Hiện tại`}</th>
              <th scope="col">{t`Sau khi sửa`}</th>
            </tr>
          </thead>
          <tbody>
            {feeLineKinds
              .filter((kind) => amountOf(now, kind) !== undefined || amountOf(edited, kind) !== undefined)
              .map((kind) => (
                <tr key={kind}>
                  <th scope="row">{i18n._(feeLineLabels[kind])}</th>
                  <td>{shownVnd(amountOf(now, kind))}</td>
                  <td>{shownVnd(amountOf(edited, kind))}</td>
                </tr>
              ))}
            <tr>
              <th scope="row">{t`Tổng`}</th>
              <td>{shownVnd(now?.totalVnd)}</td>
              <td>{shownVnd(edited?.totalVnd)}</td>
            </tr>
            <tr>
              <th scope="row">{t`Đặt cọc`}</th>
              <td>{shownVnd(now?.depositVnd)}</td>
              <td>{shownVnd(edited?.depositVnd)}</td>
            </tr>
          </tbody>
        </table>
        {!now && !edited && (
          <p role="status">
            <Trans>Đơn mẫu chưa hợp lệ: giá, số lượng và cân nặng phải là số dương, kích thước là số không âm.</Trans>
          </p>
        )}
        {now && !edited && (
          <p role="status">
            <Trans>Cài đặt đang sửa không tính được giá cho đơn mẫu này.</Trans>
          </p>
        )}
      </aside>
      {asking && (
        <ConfirmDialog
          title={t`Lưu cài đặt mới?`}
          confirmLabel={t`Lưu`}
          pendingLabel={t`Đang lưu…`}
          cancelLabel={t`Hủy`}
          pending={save.isPending}
          error={save.isError ? errorText(save.error) : null}
          onConfirm={() => save.mutate(asking)}
          onClose={() => {
            save.reset();
            setAsking(null);
          }}
        >
          <Trans>Đơn mới sẽ tính theo cài đặt này; đơn đã đặt giữ phiên bản cũ.</Trans>{' '}
          {edited && now && (
            <Trans>
              Đơn mẫu: {vnd(now.totalVnd)} → {vnd(edited.totalVnd)}.
            </Trans>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Who saved each version of the settings, and when. */
function SettingsHistory() {
  const { t } = useLingui();
  const { dateTime } = useFormat();
  const api = useApi();
  const [page, setPage] = useState(1);
  const history = useQuery(settingsHistoryQuery(api, page));
  const columns: Column<SettingsVersion>[] = [
    { key: 'version', header: t`Phiên bản`, cell: (v) => v.version, numeric: true },
    { key: 'createdAt', header: t`Thời gian`, cell: (v) => dateTime(v.createdAt) },
    { key: 'createdBy', header: t`Người lưu`, cell: (v) => v.createdBy ?? t`Mặc định ban đầu` },
    { key: 'note', header: t`Ghi chú`, cell: (v) => v.note ?? '' },
  ];
  return (
    <section aria-labelledby="settings-history">
      <h2 id="settings-history">
        <Trans>Lịch sử thay đổi</Trans>
      </h2>
      <DataTable
        caption={t`Lịch sử thay đổi`}
        columns={columns}
        rows={history.data?.items}
        rowKey={(v) => v.version}
        onSort={() => undefined}
        loading={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        empty={<Trans>Chưa có phiên bản nào.</Trans>}
      />
      {history.data && <Pager page={page} pageSize={history.data.pageSize} total={history.data.total} onPage={setPage} />}
    </section>
  );
}

/** `/staff/settings`: what prices the service, edited against a sample order, and its history. */
export function SettingsPage() {
  const { t } = useLingui();
  const api = useApi();
  const current = useQuery(adminSettingsQuery(api));
  return (
    <ConsolePage title={t`Cài đặt`}>
      {current.data ? (
        <>
          <p>
            <Trans>Đang sửa phiên bản {current.data.version}.</Trans>
          </p>
          {/* A new version (saved here or elsewhere) starts a fresh draft from it. */}
          <SettingsEditor key={current.data.version} current={current.data} />
        </>
      ) : current.error ? (
        <LoadFailed error={current.error} onRetry={() => void current.refetch()} className="account-facts" />
      ) : (
        <p role="status">{t`Đang tải…`}</p>
      )}
      <SettingsHistory />
    </ConsolePage>
  );
}
