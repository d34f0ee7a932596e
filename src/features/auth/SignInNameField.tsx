import { Trans } from '@lingui/react/macro';
import { AccountNameField } from '../../components/form/ContactFields';
import type { TextFieldProps } from '../../components/form/TextField';

/** The account box of the sign-in and reset forms: any of the three names an account answers to. */
export function SignInNameField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <AccountNameField label={<Trans>Tên đăng nhập, email hoặc số điện thoại</Trans>} {...props} />;
}
