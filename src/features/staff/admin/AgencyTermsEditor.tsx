import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { agencyTermsSchema, type AgencyTerms, type AgencyTermsState } from '../../../../contract/agency';
import { ApiError } from '../../../api/errors';
import { useApi } from '../../../api/ApiProvider';
import { agencyTermsQuery, saveAgencyTerms, staffKeys } from '../../../api/staff';
import { BusyButton } from '../../../components/BusyButton';
import { ChoiceChips } from '../../../components/ChoiceChips';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { LoadFailed } from '../../../components/LoadFailed';
import { useFormat } from '../../../i18n/useFormat';
import { ConsoleCard } from '../ConsoleCard';
import { NumberField, PurchaseFeeTierTable } from './figureFields';
import { issueProblems, problemUnder } from './settingsProblems';

/**
 * An agency's price terms in the console: following the settings in force, or its own deposit,
 * purchase-fee tiers and minimum fee, which replace the settings' for the agency and its customers.
 * Problems are shown by the field, the schema's before saving and the server's after.
 */
export function AgencyTermsEditor({ agencyId }: { agencyId: number }) {
  const { t } = useLingui();
  const api = useApi();
  const terms = useQuery(agencyTermsQuery(api, agencyId));
  // Here, not in the form: saving starts a fresh form, and the note says what was saved.
  const [savedNote, setSavedNote] = useState<string | null>(null);
  return (
    <ConsoleCard className="account-form agency-terms-editor" title={<Trans>Bảng giá của đại lý</Trans>}>
      {terms.data ? (
        // Saved terms start a fresh draft.
        <TermsForm key={JSON.stringify(terms.data)} agencyId={agencyId} saved={terms.data} savedNote={savedNote} onSaved={setSavedNote} />
      ) : terms.error ? (
        <LoadFailed error={terms.error} onRetry={() => void terms.refetch()} retrying={terms.isFetching} className="account-facts" />
      ) : (
        <p role="status">{t`Đang tải…`}</p>
      )}
    </ConsoleCard>
  );
}

type Mode = 'settings' | 'custom';

function TermsForm({
  agencyId,
  saved,
  savedNote,
  onSaved,
}: {
  agencyId: number;
  saved: AgencyTermsState;
  savedNote: string | null;
  onSaved: (note: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const { number } = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(saved.custom ? 'custom' : 'settings');
  const [draft, setDraft] = useState<AgencyTerms>(saved.terms);
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: (next: AgencyTerms | null) => saveAgencyTerms(api, agencyId, next),
    onSuccess: (state) => {
      onSaved(state.custom ? t`Đã lưu bảng giá riêng của đại lý.` : t`Đại lý đã theo bảng giá chung.`);
      queryClient.setQueryData(staffKeys.agencyTerms(agencyId), state);
    },
  });

  const parsed = agencyTermsSchema.safeParse(draft);
  const schemaProblems = checked && mode === 'custom' ? issueProblems(i18n, parsed.error?.issues ?? [], number) : {};
  // The server's field problems (a rule it reads stricter), by the same paths.
  const serverProblems: Record<string, string> =
    save.error instanceof ApiError ? Object.fromEntries(save.error.details.map((detail) => [detail.path, detail.message])) : {};
  const problems = { ...serverProblems, ...schemaProblems };
  const count = Object.keys(problems).length;
  const set = (change: Partial<AgencyTerms>) => setDraft({ ...draft, ...change });

  const submit = () => {
    setChecked(true);
    onSaved(null);
    if (mode === 'settings') save.mutate(null);
    else if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <>
      <ChoiceChips
        legend={<Trans>Đặt cọc và phí mua hàng</Trans>}
        name={`agency-terms-${agencyId}`}
        choices={[
          { value: 'settings', label: t`Theo bảng giá chung` },
          { value: 'custom', label: t`Giá riêng` },
        ]}
        value={mode}
        onChange={setMode}
      />
      {mode === 'custom' ? (
        <>
          <NumberField
            label={<Trans>Đặt cọc (phần vạn)</Trans>}
            value={draft.depositBps}
            onChange={(depositBps) => set({ depositBps })}
            error={problems.depositBps}
          />
          <NumberField
            label={<Trans>Phí mua hàng tối thiểu (VND)</Trans>}
            value={draft.purchaseFeeMinVnd}
            onChange={(purchaseFeeMinVnd) => set({ purchaseFeeMinVnd })}
            error={problems.purchaseFeeMinVnd}
          />
          <PurchaseFeeTierTable
            rows={draft.purchaseFeeTiers}
            onChange={(purchaseFeeTiers) => set({ purchaseFeeTiers })}
            error={problemUnder(problems, 'purchaseFeeTiers')}
          />
        </>
      ) : (
        <p className="muted">
          <Trans>Đại lý và khách của đại lý trả đặt cọc và phí mua hàng như mọi khách, theo cài đặt đang áp dụng.</Trans>
        </p>
      )}
      <FormAlert message={count > 0 ? t`Bảng giá chưa hợp lệ: ${count} chỗ cần sửa, xem thông báo bên cạnh từng ô.` : null} />
      <FormAlert message={save.isError && count === 0 ? errorText(save.error) : null} />
      <FormAlert tone="success" message={savedNote} />
      <BusyButton className="btn btn-primary" busy={save.isPending} busyLabel={<Trans>Đang lưu…</Trans>} onClick={submit}>
        <Trans>Lưu bảng giá</Trans>
      </BusyButton>
    </>
  );
}
