import { Trans } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './TextField';

type ContactFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The email input as every form asks for it: the right keyboard, autofill, no spell check. */
export function EmailField(props: ContactFieldProps) {
  return <TextField label={<Trans>Email</Trans>} type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}

/** The Vietnamese mobile number input, with the number pad and the shape people write it in. */
export function PhoneField(props: ContactFieldProps) {
  return (
    <TextField label={<Trans>Số điện thoại</Trans>} type="tel" autoComplete="tel" inputMode="tel" placeholder="0912 345 678" {...props} />
  );
}

/** The account name (user name, or on login also email or phone): typed exactly, never "corrected". */
export function AccountNameField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}
