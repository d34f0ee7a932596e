import { Trans } from '@lingui/react/macro';
import { FULL_NAME_MAX } from '../../../contract/auth';
import { TextField, type TextFieldProps } from './TextField';

/** A person's full name as the account holds it: autofilled as a name, counted against the contract's limit. */
export function FullNameField(props: Omit<TextFieldProps, 'label' | 'maxLength'>) {
  return <TextField label={<Trans>Họ và tên</Trans>} autoComplete="name" maxLength={FULL_NAME_MAX} {...props} />;
}
