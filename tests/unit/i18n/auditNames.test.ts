import { afterEach, describe, expect, it } from 'vitest';
import { auditActions, auditObjectTypes } from '../../../contract/auditObjects';
import { auditActionName, auditActionNames, auditObjectNames } from '../../../src/features/staff/admin/auditNames';
import { activateDefaultLocale, activateLocale, i18n } from '../../../src/i18n';
import { loadFeatureCatalog } from '../../../src/i18n/featureCatalogs';

describe("the audit log's words", () => {
  afterEach(() => activateDefaultLocale());

  it.each(['vi', 'zh', 'en'] as const)('names every action the server records, each differently, in %s', async (locale) => {
    await activateLocale(locale);
    await loadFeatureCatalog('staff');
    const names = auditActions.map((action) => auditActionName(i18n, action));
    for (const [index, name] of names.entries()) {
      expect(name, auditActions[index]).toMatch(/\p{L}/u);
      expect(name, auditActions[index]).not.toBe(auditActions[index]);
    }
    expect(new Set(names).size).toBe(auditActions.length);
    // Nothing named that the server cannot record: a dropped action takes its words along.
    expect(Object.keys(auditActionNames).sort()).toEqual([...auditActions].sort());
  });

  it('names every kind of object', () => {
    activateDefaultLocale();
    for (const type of auditObjectTypes) expect(i18n._(auditObjectNames[type])).toMatch(/\p{L}/u);
  });

  it('shows an action it has no words for as recorded, inherited property names included', () => {
    activateDefaultLocale();
    expect(auditActionName(i18n, 'withdrawal.complete')).toBe('Chi trả lệnh rút');
    expect(auditActionName(i18n, 'withdrawal.reopen')).toBe('withdrawal.reopen');
    expect(auditActionName(i18n, 'constructor')).toBe('constructor');
  });
});
