import en from './en.json';
import tk from './tk.json';
import zh from './zh-CN.json';

const keys = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

it('kyc messages have the same keys in tk, en and zh-CN', () => {
  expect(keys(en).sort()).toEqual(keys(tk).sort());
  expect(keys(zh).sort()).toEqual(keys(tk).sort());
});
