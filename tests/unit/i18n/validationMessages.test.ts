import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { v } from '../../../contract/validation';
import { translateValidation } from '../../../src/i18n/validationMessages';

describe('the words of validation keys', () => {
  const i18n = setupI18n({ locale: 'vi', messages: { vi: {} } });

  it('leaves an area’s keys as they are until its module is loaded, then words every key once the areas’ modules are', async () => {
    expect(translateValidation(i18n, v.pobAmountInvalid)).toBe(v.pobAmountInvalid);
    expect(translateValidation(i18n, v.required)).toBe('Vui lòng nhập thông tin này');

    await import('../../../src/components/pob/validationMessages');
    await import('../../../src/components/taobaoGlobal/validationMessages');
    await import('../../../src/components/complaints/validationMessages');
    await import('../../../src/components/chat/validationMessages');
    const unworded = Object.values(v).filter((key) => translateValidation(i18n, key) === key);
    expect(unworded).toEqual([]);
    expect(translateValidation(i18n, v.pobRefundAboveRefundable, { maxFen: '¥20,00' })).toBe('Số tiền hoàn tối đa còn lại là ¥20,00');
  });

  it('shows a server’s own text as it came', () => {
    expect(translateValidation(i18n, 'Tên đăng nhập đã được sử dụng')).toBe('Tên đăng nhập đã được sử dụng');
  });
});
