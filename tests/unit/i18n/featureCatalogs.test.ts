import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it } from 'vitest';
import { activateDefaultLocale, activateLocale, i18n } from '../../../src/i18n';
import { loadFeatureCatalog } from '../../../src/i18n/featureCatalogs';

// A message only the wallet's pages use: it lives in locales/*/wallet.po, not in messages.po.
const walletOnly = generateMessageId('Tạo mã nạp tiền');
// One every first load needs: it stays in the first catalog.
const everywhere = generateMessageId('Đăng nhập');

describe('feature catalogs', () => {
  afterEach(() => activateDefaultLocale());

  it("keeps a lazy feature's words out of the catalog every first load downloads", () => {
    activateDefaultLocale();
    expect(i18n.messages[everywhere]).toBeDefined();
    expect(i18n.messages[walletOnly]).toBeUndefined();
  });

  it('adds them when a wallet route loads, and brings them along on a language switch', async () => {
    activateDefaultLocale();
    await loadFeatureCatalog('wallet');
    expect(i18n._(walletOnly)).toBe('Tạo mã nạp tiền');
    await activateLocale('zh');
    expect(i18n._(walletOnly)).toBe('生成充值码');
    expect(i18n._(everywhere)).not.toBe('Đăng nhập');
    await activateLocale('en');
    expect(i18n._(walletOnly)).toBe('Get a top-up code');
  });
});
