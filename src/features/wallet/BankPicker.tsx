import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { findBank, searchBanks, type Bank } from '../../../contract/banks';
import { FieldFrame } from '../../components/form/FieldFrame';
import type { WithdrawFormValues } from './withdrawForm';

/** How a chosen bank reads in the box: the short name people know. The full name is shown under it. */
const boxText = (bank: Bank | undefined) => bank?.shortName ?? '';

/**
 * The receiving bank, out of the whole VietQR list (about sixty): a search box with a list of
 * matches (the ARIA combobox pattern), since a native select of sixty long names is hard to scan
 * on a phone. Typing filters by short name, code or full name, marks aside; a tap, or the arrow
 * keys and Enter, chooses. Changing the text after a choice drops the choice, so the form never
 * sends a bank other than the one the box shows.
 */
export function BankPicker({ control }: { control: Control<WithdrawFormValues> }) {
  const { t } = useLingui();
  const { field, fieldState } = useController({ control, name: 'bankBin' });
  const chosen = findBank(field.value);
  const [text, setText] = useState(() => boxText(chosen));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  // The box shows the choice (the machine may restore one) unless the person is typing.
  const [shownBin, setShownBin] = useState(field.value);
  if (shownBin !== field.value) {
    setShownBin(field.value);
    if (chosen) setText(boxText(chosen));
  }
  const matches = searchBanks(chosen && text === boxText(chosen) ? '' : text);

  // The highlighted bank stays in sight while the arrow keys walk a list taller than its box.
  const activeId = open && matches[active] ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (bank: Bank) => {
    field.onChange(bank.bin);
    setText(boxText(bank));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      // Enter chooses the highlighted bank; it must not submit the form half-filled.
      event.preventDefault();
      const bank = matches[active];
      if (bank) choose(bank);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <FieldFrame
      label={<Trans>Ngân hàng nhận tiền</Trans>}
      hint={<Trans>Gõ tên hoặc tên viết tắt, ví dụ “Vietcom”, “Á Châu”, “MB”.</Trans>}
      error={fieldState.error?.message}
    >
      {(controlProps) => (
        <div className="bank-picker">
          <input
            {...controlProps}
            ref={field.ref}
            name={field.name}
            className="field__input"
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t`Tìm ngân hàng`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
              // What the box shows is what is sent: edited text is no longer the chosen bank.
              if (field.value) field.onChange('');
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              field.onBlur();
            }}
          />
          {open && (
            <ul id={listId} role="listbox" className="bank-picker__list" aria-label={t`Ngân hàng`}>
              {matches.length === 0 ? (
                <li className="bank-picker__empty" role="presentation">
                  <Trans>Không có ngân hàng nào khớp</Trans>
                </li>
              ) : (
                matches.map((bank, index) => (
                  <li
                    key={bank.bin}
                    id={optionId(index)}
                    role="option"
                    aria-selected={bank.bin === field.value}
                    className={index === active ? 'bank-picker__option bank-picker__option--active' : 'bank-picker__option'}
                    // Chosen on mousedown, before the box's blur closes the list under the finger.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(bank);
                    }}
                  >
                    <strong>{bank.shortName}</strong>
                    <span className="bank-picker__name">{bank.name}</span>
                  </li>
                ))
              )}
            </ul>
          )}
          {chosen && !open && <p className="bank-picker__chosen">{chosen.name}</p>}
        </div>
      )}
    </FieldFrame>
  );
}
