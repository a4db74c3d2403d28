/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { actionTitle } from '@/components/manage/kit/confirm';
import { allMessages } from '../render-with-intl';

// Issue 37: no confirmation reads "确认确认收款". Every message that could be an action's label goes
// through the kit's title builder, and every dialog title in the four languages is proof-read for
// a doubled confirm verb.

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const VERB: Record<string, RegExp> = { zh: /确认/g, en: /confirm/gi, es: /confirmar/gi, ja: /確認/g };
const doubled = (locale: string, text: string) => (text.match(VERB[locale]) ?? []).length > 1;

describe.each(Object.entries(allMessages))('%s', (locale, messages) => {
  const flat = flatten(messages as unknown as Tree);
  const t = createTranslator({ locale: locale as keyof typeof allMessages, messages, namespace: 'ManageKit' });
  const template = (values: { action: string }) => t('actionTitle', values);

  it('builds no confirm title that repeats its verb, whatever the action', () => {
    const labels = flat.map(([, v]) => v).filter((v) => !v.includes('{') && v.length <= 20 && !doubled(locale, v));
    const repeated = labels.map((action) => actionTitle(template, action)).filter((title) => doubled(locale, title));
    expect(repeated).toEqual([]);
  });

  it('still says the verb for an action that does not', () => {
    expect(VERB[locale].test(actionTitle(template, 'X'))).toBe(true);
    VERB[locale].lastIndex = 0;
  });

  it('has no dialog title that repeats its verb', () => {
    expect(flat.filter(([key, value]) => /title$/i.test(key) && doubled(locale, value))).toEqual([]);
  });
});
