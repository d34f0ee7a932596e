import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod/mini';
import type { Settings } from '../../../../contract/settings';
import { v } from '../../../../contract/validation';
import { translateValidation } from '../../../i18n/validationMessages';

type Issue = z.core.$ZodIssue;

/** Where a figure is stored in fen but typed in ¥: its limits are shown in ¥ too. */
const fenPaths = new Set(['fees.crate.firstKgFen', 'fees.crate.nextKgFen', 'pob.dailyMaxFen']);

/** Keys for fields whose own checks carry no key (a bank account's pattern). */
const keyByField: Record<string, string> = {
  accountNumber: v.accountNumberInvalid,
  accountName: v.accountNameInvalid,
  bankBin: v.bankRequired,
};

/**
 * What a person reads for one issue. The contract's checks on figures and texts mostly carry no
 * key (zod's own, English "Invalid input"), so the issue's code and limits say what went wrong.
 */
function messageOf(i18n: I18n, issue: Issue, path: string, number: (value: number) => string): string {
  if (issue.message && issue.message !== 'Invalid input') return translateValidation(i18n, issue.message);
  const key = keyByField[String(issue.path.at(-1))];
  if (key) return translateValidation(i18n, key);
  const shown = (limit: number | bigint) => (fenPaths.has(path) ? number(Number(limit) / 100) : number(Number(limit)));
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? i18n._(msg`Vui lòng nhập số nguyên`) : i18n._(msg`Vui lòng nhập một số`);
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return translateValidation(i18n, v.required);
      if (issue.origin === 'string') {
        const min = Number(issue.minimum);
        return i18n._(msg`Cần ít nhất ${min} ký tự`);
      }
      const min = shown(issue.minimum);
      return issue.inclusive ? i18n._(msg`Không được nhỏ hơn ${min}`) : i18n._(msg`Phải lớn hơn ${min}`);
    }
    case 'too_big': {
      if (issue.origin === 'string') {
        const max = Number(issue.maximum);
        return i18n._(msg`Không được dài quá ${max} ký tự`);
      }
      if (issue.origin === 'array') {
        const max = Number(issue.maximum);
        return i18n._(msg`Tối đa ${max} dòng`);
      }
      const max = shown(issue.maximum);
      return i18n._(msg`Không được lớn hơn ${max}`);
    }
    default:
      return i18n._(msg`Giá trị không hợp lệ`);
  }
}

/**
 * The draft's problems by the path of the field that shows them (`limits.rechargeMaxVnd`), each in
 * the language on screen. A minimum above its maximum is told beside the maximum, whether or not
 * the schema got as far as comparing them (it does not once another field is wrong).
 */
export function settingsProblems(
  i18n: I18n,
  draft: Settings,
  issues: readonly Issue[],
  number: (value: number) => string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const add = (path: string, message: string) => {
    problems[path] ??= message;
  };
  const { limits } = draft;
  const inverted = translateValidation(i18n, v.limitsInverted);
  if (limits.rechargeMinVnd > limits.rechargeMaxVnd) add('limits.rechargeMaxVnd', inverted);
  if (limits.withdrawMinVnd > limits.withdrawMaxVnd) add('limits.withdrawMaxVnd', inverted);
  // The schema's own comparison, already placed above.
  const rest = issues.filter((issue) => !(issue.path.map(String).join('.') === 'limits' && issue.message === v.limitsInverted));
  return { ...issueProblems(i18n, rest, number), ...problems };
}

/** Each issue's problem in words, by the path of the field that shows it; the first one of a path wins. */
export function issueProblems(i18n: I18n, issues: readonly Issue[], number: (value: number) => string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    problems[path] ??= messageOf(i18n, issue, path, number);
  }
  return problems;
}

/** The first problem at or under `prefix` (a tier table shows its rows' problems below it). */
export function problemUnder(problems: Record<string, string>, prefix: string): string | undefined {
  const path = Object.keys(problems).find((p) => p === prefix || p.startsWith(`${prefix}.`));
  return path === undefined ? undefined : problems[path];
}
