import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '../icons/icons';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a show/hide toggle (NIST: let people check what they typed). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={t`Hiện mật khẩu`}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={22} />
        </button>
      }
    />
  );
}
