import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { locales, type CurrentUser, type Locale } from '../../../contract/user';
import { useApi } from '../../api/ApiProvider';
import { changeInformation } from '../../api/currentUser';
import { FormAlert } from '../../components/form/FormAlert';
import { errorText } from '../../components/form/serverErrors';
import { Icon } from '../../components/icons/icons';
import { useLanguageSetting } from '../../i18n/LanguageProvider';
import { asLocale, htmlLangOf, localeNames } from '../../i18n/localeTags';
import { useCurrentUser, useSession } from '../../session/SessionProvider';
import './LanguagePicker.css';

/**
 * The app's language, as radio buttons: every choice is visible at once and applies on the spot
 * (no save button). The device remembers it; the account keeps it too, for mail.
 */
export function LanguagePicker() {
  const { i18n } = useLingui();
  const language = useLanguageSetting();
  const user = useCurrentUser();
  const api = useApi();
  const session = useSession();
  const name = useId();
  const hintId = useId();
  // zh and en arrive as a chunk: show the pick at once rather than when its text has loaded.
  const [picked, setPicked] = useState<Locale | null>(null);
  const selected = picked ?? asLocale(i18n.locale);

  const save = useMutation({
    mutationFn: ({ account, locale }: { account: CurrentUser; locale: Locale }) =>
      changeInformation(api, { fullName: account.fullName, email: account.email, phone: account.phone, locale }),
    onSuccess: (updated) => session.send({ type: 'session.userUpdated', user: updated }),
  });

  async function pick(locale: Locale) {
    setPicked(locale);
    await language.choose(locale);
    setPicked(null);
    // After the switch, so that a failure is already worded in the language just picked.
    if (user && user.locale !== locale) save.mutate({ account: user, locale });
  }

  return (
    <section className="card">
      <fieldset className="language-picker" aria-describedby={hintId}>
        <legend className="language-picker__legend">
          <Icon name="globe" size={20} />
          <Trans>Ngôn ngữ</Trans>
        </legend>
        <p id={hintId} className="muted language-picker__hint">
          <Trans>Dùng trên thiết bị này và trong email MuaHộ gửi cho bạn.</Trans>
        </p>
        <div className="language-picker__options">
          {locales.map((locale) => (
            <label key={locale} className="language-picker__option" lang={htmlLangOf(locale)}>
              <input type="radio" name={name} value={locale} checked={selected === locale} onChange={() => void pick(locale)} />
              <span>{localeNames[locale]}</span>
            </label>
          ))}
        </div>
        <FormAlert message={save.isError ? errorText(save.error) : null} />
      </fieldset>
    </section>
  );
}
