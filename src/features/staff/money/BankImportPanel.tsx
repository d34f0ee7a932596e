import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { BANK_IMPORT_MAX_LINES, type BankLinePreview, type BankLineVerdict, type BankTransferRequest } from '../../../../contract/wallet';
import { FormAlert } from '../../../components/form/FormAlert';
import { useFormat } from '../../../i18n/useFormat';
import {
  readStatement,
  statementFields,
  statementLines,
  statementText,
  type ColumnMap,
  type SkipReason,
  type StatementField,
  type StatementSheet,
} from './bankStatement';
import { ConsoleCard } from '../ConsoleCard';
import { DataTable, type Column } from '../DataTable';
import { useBankImport, type BankImport } from './useBankImport';
import './bankLines.css';

const fieldLabels: Record<StatementField, MessageDescriptor> = {
  bankReference: msg`Cột số tham chiếu`,
  amountVnd: msg`Cột số tiền ghi có`,
  memo: msg`Cột nội dung`,
};

const skipLabels: Record<SkipReason, MessageDescriptor> = {
  notCredit: msg`không phải tiền vào`,
  noReference: msg`thiếu số tham chiếu`,
  noMemo: msg`thiếu nội dung`,
  repeated: msg`trùng số tham chiếu trong tệp`,
};

const verdictLabels: Record<BankLineVerdict, MessageDescriptor> = {
  recorded: msg`Đã có trong sổ, bỏ qua`,
  credit: msg`Ghi có lệnh nạp`,
  amountDiffers: msg`Khác số tiền lệnh nạp: chờ kiểm tra`,
  alreadySettled: msg`Lệnh nạp đã xong: chờ kiểm tra`,
  noRecharge: msg`Không có mã nạp: chờ kiểm tra`,
};

/**
 * "Nhập sao kê": a bank's CSV export → columns (guessed, changeable) → the server's preview of
 * each line → staff confirm → the new lines recorded one by one (machines/bankImport.ts).
 */
export function BankImportPanel() {
  const bankImport = useBankImport();
  const state = useSelector(bankImport, (snapshot) => snapshot);
  return (
    <ConsoleCard className="bank-import" title={<Trans>Nhập sao kê từ tệp CSV</Trans>}>
      {state.matches('choosing') || state.matches('previewing') ? (
        <ChooseFile bankImport={bankImport} busy={state.hasTag('busy')} />
      ) : state.matches('reviewing') ? (
        <Review bankImport={bankImport} />
      ) : (
        <Progress bankImport={bankImport} />
      )}
    </ConsoleCard>
  );
}

function ChooseFile({ bankImport, busy }: { bankImport: BankImport; busy: boolean }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const fileId = useId();
  const error = useSelector(bankImport, (snapshot) => snapshot.context.error);
  const [sheet, setSheet] = useState<StatementSheet | null>(null);
  const [columns, setColumns] = useState<ColumnMap | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = sheet && columns && statementFields.every((field) => columns[field] !== null) ? statementLines(sheet, columns) : null;
  const tooMany = read !== null && read.lines.length > BANK_IMPORT_MAX_LINES;
  const lineCount = format.number(read?.lines.length ?? 0);
  const maxLines = format.number(BANK_IMPORT_MAX_LINES);
  const skippedWords = read
    ? (Object.keys(skipLabels) as SkipReason[])
        .map((reason) => [reason, read.skipped.filter((row) => row.reason === reason).length] as const)
        .filter(([, n]) => n > 0)
        .map(([reason, n]) => `${format.number(n)} ${i18n._(skipLabels[reason])}`)
        .join(', ')
    : '';

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          <Trans>Tệp sao kê (CSV xuất từ ngân hàng)</Trans>
        </label>
        <input
          id={fileId}
          className="field__input"
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const next = readStatement(await statementText(file));
            if (next.rows.length === 0) {
              setSheet(null);
              return setProblem(t`Tệp không có dòng nào đọc được. Hãy xuất sao kê dạng CSV từ ngân hàng.`);
            }
            setProblem(null);
            setSheet(next);
            setColumns(next.columns);
          }}
        />
      </div>
      <FormAlert message={problem ?? (error ? error.message : null)} />
      {sheet && columns && (
        <>
          <div className="bank-import__columns">
            {statementFields.map((field) => (
              <ColumnChoice
                key={field}
                label={i18n._(fieldLabels[field])}
                header={sheet.header}
                value={columns[field]}
                onChange={(index) => setColumns({ ...columns, [field]: index })}
              />
            ))}
          </div>
          {!read ? (
            <p className="muted">
              <Trans>Chọn cột cho số tham chiếu, số tiền ghi có và nội dung.</Trans>
            </p>
          ) : (
            <p>
              <Trans>Đọc được {lineCount} dòng tiền vào.</Trans> {skippedWords && <Trans>Bỏ qua: {skippedWords}.</Trans>}
            </p>
          )}
          {tooMany && <FormAlert message={t`Mỗi lần nhập tối đa ${maxLines} dòng. Hãy xuất sao kê theo khoảng ngày ngắn hơn.`} />}
          <button
            type="button"
            className="btn btn-primary"
            disabled={!read || read.lines.length === 0 || tooMany || busy}
            aria-busy={busy || undefined}
            onClick={() => read && bankImport.send({ type: 'import.preview', lines: read.lines })}
          >
            {busy ? <Trans>Đang kiểm tra…</Trans> : <Trans>Xem trước</Trans>}
          </button>
        </>
      )}
    </>
  );
}

function ColumnChoice({
  label,
  header,
  value,
  onChange,
}: {
  label: string;
  header: readonly string[];
  value: number | null;
  onChange: (index: number | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t`Chưa chọn`}</option>
        {header.map((name, index) => {
          const n = index + 1;
          return (
            <option key={index} value={index}>
              {name ? `${n}. ${name}` : t`Cột ${n}`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

type PreviewRow = { line: BankTransferRequest; preview: BankLinePreview };

function Review({ bankImport }: { bankImport: BankImport }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const [sort, setSort] = useState<string | undefined>();
  const { lines, previews, toRecord } = useSelector(bankImport, (snapshot) => snapshot.context);
  const rows: PreviewRow[] = lines.map((line, index) => ({ line, preview: previews[index]! }));
  const credits = rows.filter((row) => row.preview.verdict === 'credit');
  const creditTotal = format.vnd(credits.reduce((sum, row) => sum + row.line.amountVnd, 0));
  const review = toRecord.length - credits.length;
  const known = lines.length - toRecord.length;
  const creditCount = format.number(credits.length);
  const reviewCount = format.number(review);
  const knownCount = format.number(known);
  const newCount = format.number(toRecord.length);
  const columns: Column<PreviewRow>[] = [
    {
      key: 'reference',
      header: t`Số tham chiếu`,
      cell: (row) => <code>{row.line.bankReference}</code>,
      sortValue: (row) => row.line.bankReference,
    },
    { key: 'memo', header: t`Nội dung`, cell: (row) => <bdi>{row.line.memo}</bdi> },
    {
      key: 'amount',
      header: t`Số tiền`,
      cell: (row) => format.vnd(row.line.amountVnd),
      sortValue: (row) => row.line.amountVnd,
      numeric: true,
    },
    {
      key: 'verdict',
      header: t`Sẽ làm gì`,
      sortValue: (row) => row.preview.verdict,
      cell: ({ preview }) => (
        <>
          {i18n._(verdictLabels[preview.verdict])}
          {preview.recharge && (
            <span className="muted-cell">
              {' '}
              · #{preview.recharge.id} · {preview.recharge.customerCode} · {format.vnd(preview.recharge.amountVnd)}
            </span>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <p>
        {toRecord.length === 0 ? (
          <Trans>Mọi dòng của tệp đã có trong sổ: không có gì để ghi.</Trans>
        ) : (
          <Trans>
            {creditCount} dòng sẽ ghi có lệnh nạp (tổng {creditTotal}), {reviewCount} dòng chờ kiểm tra, {knownCount} dòng đã có trong sổ.
          </Trans>
        )}
      </p>
      <DataTable
        caption={t`Xem trước các dòng sao kê`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.line.bankReference}
        sort={sort}
        onSort={setSort}
        loading={false}
        error={null}
        onRetry={() => undefined}
        empty={null}
      />
      <div className="row-actions">
        {toRecord.length > 0 && (
          <button type="button" className="btn btn-primary" onClick={() => bankImport.send({ type: 'import.confirm' })}>
            <Trans>Ghi {newCount} dòng mới</Trans>
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => bankImport.send({ type: 'import.reset' })}>
          <Trans>Chọn tệp khác</Trans>
        </button>
      </div>
    </>
  );
}

function Progress({ bankImport }: { bankImport: BankImport }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const state = useSelector(bankImport, (snapshot) => snapshot);
  const { toRecord, results, error } = state.context;
  const done = format.number(results.length);
  const total = format.number(toRecord.length);
  const at = format.number(results.length + 1);
  const matched = format.number(results.filter((result) => result.transfer?.status === 'matched').length);
  const waiting = format.number(results.filter((result) => result.transfer && result.transfer.status !== 'matched').length);
  const refused = results.filter((result) => result.error);
  return (
    <>
      <progress
        className="bank-import__progress"
        value={results.length}
        max={toRecord.length}
        aria-label={i18n._(msg`Tiến độ ghi sao kê`)}
      />
      <p role="status">
        {state.matches('done') ? (
          <Trans>
            Đã ghi {done}/{total} dòng: {matched} dòng đã khớp và ghi có, {waiting} dòng chờ kiểm tra.
          </Trans>
        ) : state.matches({ recording: 'paused' }) ? (
          <Trans>
            Tạm dừng ở dòng {at}/{total}.
          </Trans>
        ) : (
          <Trans>
            Đang ghi dòng {at}/{total}…
          </Trans>
        )}
      </p>
      {state.matches({ recording: 'paused' }) && (
        <>
          <FormAlert message={error?.message ?? null} />
          <button type="button" className="btn btn-primary" onClick={() => bankImport.send({ type: 'import.resume' })}>
            <Trans>Tiếp tục</Trans>
          </button>
        </>
      )}
      {refused.length > 0 && (
        <>
          <p>
            <Trans>Những dòng bị từ chối:</Trans>
          </p>
          <ul>
            {refused.map((result) => (
              <li key={result.bankReference}>
                <code>{result.bankReference}</code>: {result.error?.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {state.matches('done') && (
        <button type="button" className="btn btn-secondary" onClick={() => bankImport.send({ type: 'import.reset' })}>
          <Trans>Nhập tệp khác</Trans>
        </button>
      )}
    </>
  );
}
