import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../i18n/useFormat';

/**
 * "180/200" under a field with a length limit, so nobody learns of the limit by losing text.
 * Over the limit it turns red; the form then refuses with the field's message instead of
 * cutting what was typed. Lengths are UTF-16 units, the measure the contract's schemas use.
 */
export function CharCount({ id, length, max }: { id: string; length: number; max: number }) {
  const format = useFormat();
  const typed = format.number(length);
  const limit = format.number(max);
  return (
    <p id={id} className={length > max ? 'field__count field__count--over' : 'field__count'}>
      <span aria-hidden="true">
        {typed}/{limit}
      </span>
      <span className="visually-hidden">
        <Trans>
          {typed} trên tối đa {limit} ký tự
        </Trans>
      </span>
    </p>
  );
}
