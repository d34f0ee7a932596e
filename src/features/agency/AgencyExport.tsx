import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { downloadAgencyExport } from '../../api/agency';
import { CardSection } from '../../components/CardSection';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { BusyButton } from '../../components/BusyButton';
import { saveBlob, vietnamToday } from '../../lib/download';

/** The customers' orders of a period as a CSV file, from the first of this month to today unless changed. */
export function AgencyExport() {
  const { t } = useLingui();
  const api = useApi();
  const today = vietnamToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const download = useMutation({
    mutationFn: async () => {
      const { blob, filename } = await downloadAgencyExport(api, { from, to });
      saveBlob(blob, filename ?? `don-hang-khach-${from}-${to}.csv`);
    },
  });
  const inverted = Boolean(from && to && from > to);
  const missing = !from || !to;
  return (
    <CardSection className="agency-export" titleClassName="agency-card-title" title={<Trans>Xuất đơn hàng của khách (CSV)</Trans>}>
      <p className="muted">
        <Trans>Đơn mua hộ và ký gửi của các khách hàng đặt trong khoảng ngày này (giờ Việt Nam, gồm cả hai ngày), tối đa 366 ngày.</Trans>
      </p>
      <div className="agency-export__dates">
        <FieldFrame label={<Trans>Từ ngày</Trans>}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="date"
              value={from}
              max={today}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </FieldFrame>
        <FieldFrame label={<Trans>Đến ngày</Trans>} error={inverted ? t`Ngày kết thúc không được trước ngày bắt đầu.` : undefined}>
          {(control) => (
            <input {...control} className="field__input" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          )}
        </FieldFrame>
      </div>
      <FormAlert message={download.isError ? errorText(download.error) : null} />
      <BusyButton
        busy={download.isPending}
        busyLabel={<Trans>Đang tải…</Trans>}
        disabled={inverted || missing}
        onClick={() => download.mutate()}
      >
        <Trans>Tải tệp CSV</Trans>
      </BusyButton>
    </CardSection>
  );
}
