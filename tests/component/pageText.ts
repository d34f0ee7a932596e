import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { type PublicSettings } from '../../contract/publicSettings';
import { formatVnd } from '../../src/i18n/format';

/** GET /Settings/Public at the default settings, version 1. */
export const defaultPublicSettings: PublicSettings = publicSettingsOf(1, defaultSettings);

/** "500.000 ₫" as Intl writes it (a no-break space before ₫): accessible names keep it as it is. */
export const vndText = (amount: number) => formatVnd(amount, 'vi');

/** Text matchers compare with the page's text after collapsing whitespace, the no-break space included. */
export const collapsed = (value: string) => value.replace(/\s+/g, ' ');
