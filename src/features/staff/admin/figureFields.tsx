import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { FeePolicy } from '../../../../contract/publicSettings';
import { FieldError } from '../../../components/form/FieldError';

/*
 * The console's boxes for figures of a price policy: the settings page and an agency's terms.
 * Each keeps what is typed and reports the number it reads; the contract's schema decides on save.
 */

/** A line of text in the draft (or the text of a figure, NumberField), with its problem beside it. */
export function TextInput({
  label,
  value,
  onChange,
  inputMode,
  error,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric';
  error?: string;
}) {
  const id = useId();
  return (
    <div className="console-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field__input"
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A number input bound to one figure of the draft. It keeps the text as typed (so `12.` on the way
 * to `12.5` stays on screen) and reports the number it reads; an emptied or unreadable box reads as
 * NaN, which the contract's schema refuses on save. `decimal` takes `12,5` or `12.5`; otherwise
 * dots, commas and spaces are thousands separators.
 */
export function NumberField({
  label,
  value,
  onChange,
  decimal = false,
  error,
}: {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  decimal?: boolean;
  /** The draft's problem with this figure, in words. */
  error?: string;
}) {
  const [text, setText] = useState(Number.isFinite(value) ? String(value) : '');
  return (
    <TextInput
      label={label}
      inputMode={decimal ? 'decimal' : 'numeric'}
      value={text}
      onChange={(typed) => {
        setText(typed);
        const cleaned = decimal ? typed.trim().replace(',', '.') : typed.replaceAll(/[\s.,]/g, '');
        onChange(cleaned === '' ? Number.NaN : Number(cleaned));
      }}
      error={error}
    />
  );
}

/** A figure stored in fen (1/100 ¥) and typed in ¥, like a price: `20` or `0,5`. */
export function FenField({ value, onChange, ...field }: Parameters<typeof NumberField>[0]) {
  return <NumberField {...field} decimal value={value / 100} onChange={(yuan) => onChange(Math.round(yuan * 100))} />;
}

export type TierColumn<T> = { key: keyof T & string; label: string };

/** A tier list as editable rows: each row's figures, a row removed, a row added. */
export function TierTable<T extends Record<string, number>>({
  caption,
  rows,
  columns,
  blank,
  onChange,
  error,
}: {
  caption: string;
  rows: T[];
  columns: TierColumn<T>[];
  blank: T;
  onChange: (rows: T[]) => void;
  /** The first problem with the list or one of its rows. */
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="data-table tier-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t`Xóa`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key}>
                  <input
                    className="field__input"
                    inputMode="numeric"
                    aria-label={`${caption} ${index + 1}: ${column.label}`}
                    value={Number.isFinite(row[column.key]) ? String(row[column.key]) : ''}
                    onChange={(event) => {
                      const text = event.target.value.trim();
                      const next = rows.map((r, i) => (i === index ? { ...r, [column.key]: text === '' ? Number.NaN : Number(text) } : r));
                      onChange(next);
                    }}
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-label={t`Xóa dòng ${index + 1} của ${caption}`}
                  disabled={rows.length <= 1}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  {t`Xóa`}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError id={`${id}-error`} message={error} />
      <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange([...rows, { ...blank }])}>
        {t`Thêm dòng vào ${caption}`}
      </button>
    </div>
  );
}

/** The purchase fee's tiers (from a value of goods, its share in parts per ten thousand), as the settings and an agency's terms set them. */
export function PurchaseFeeTierTable({
  rows,
  onChange,
  error,
}: {
  rows: FeePolicy['purchaseFeeTiers'];
  onChange: (rows: FeePolicy['purchaseFeeTiers']) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <TierTable
      caption={t`Bậc phí mua hàng`}
      rows={rows}
      columns={[
        { key: 'fromVnd', label: t`Từ (VND)` },
        { key: 'bps', label: t`Phí (phần vạn)` },
      ]}
      blank={{ fromVnd: Number.NaN, bps: Number.NaN }}
      onChange={onChange}
      error={error}
    />
  );
}
