import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { MAX_TRACKING_CODES, parseTrackingCodes } from '../../../contract/consignment';
import { FieldFrame } from '../../components/form/FieldFrame';

/**
 * One box for every tracking code the seller gave, pasted as it comes (one a line, or separated
 * by spaces or commas). What was found is shown as the customer types: the valid codes as chips,
 * and each duplicate or malformed piece named, so nothing is dropped without them knowing.
 */
export function TrackingCodesField({
  registration,
  text,
  error,
}: {
  registration: UseFormRegisterReturn;
  text: string;
  error?: FieldError;
}) {
  const { t } = useLingui();
  const { codes, duplicates, malformed } = useMemo(() => parseTrackingCodes(text), [text]);
  const count = codes.length;
  const max = MAX_TRACKING_CODES;
  return (
    <div className="consignment-codes">
      <FieldFrame
        label={<Trans>Mã vận đơn</Trans>}
        hint={<Trans>Dán các mã người bán gửi cho bạn: mỗi dòng một mã, hoặc cách nhau bằng dấu cách, dấu phẩy. Tối đa {max} mã.</Trans>}
        error={error?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...registration}
            className="field__input consignment-codes__input"
            rows={4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={'SF1234567890123\nYT7788123456'}
          />
        )}
      </FieldFrame>
      {/* Said politely as it changes: people paste, then fix one code at a time. */}
      <div aria-live="polite" className="consignment-codes__summary">
        {count > 0 && (
          <p className="consignment-codes__count">
            <Plural value={count} other="Đã nhận # mã hợp lệ" />
          </p>
        )}
        {count > max && (
          <p className="consignment-codes__problem">
            <Trans>
              Mỗi đơn có tối đa {max} mã; bạn đang nhập {count} mã.
            </Trans>
          </p>
        )}
        {duplicates.map((code) => (
          <p key={`duplicate-${code}`} className="consignment-codes__problem">
            {t`Mã ${code} bị nhập trùng`}
          </p>
        ))}
        {malformed.map((piece) => (
          <p key={`malformed-${piece}`} className="consignment-codes__problem">
            {t`“${piece}” không phải mã vận đơn hợp lệ (chỉ gồm chữ, số, dấu gạch ngang; dài 8–30 ký tự)`}
          </p>
        ))}
      </div>
      {count > 0 && (
        <ul className="consignment-chips" aria-label={t`Các mã vận đơn sẽ gửi`}>
          {codes.map((code) => (
            <li key={code} className="consignment-chip">
              {code}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
