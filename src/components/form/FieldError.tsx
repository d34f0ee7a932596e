import { useLingui } from '@lingui/react/macro';
import { translateValidation } from '../../i18n/validationMessages';
import { Icon } from '../icons/icons';

/** A field's error, translated from the contract's key; its id goes into the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <Icon name="alert" size={16} />
      <span>{translateValidation(i18n, message)}</span>
    </p>
  );
}
