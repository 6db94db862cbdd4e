import { useTranslation } from 'react-i18next';
import { t as enTable } from '../strings';
import { tkTable } from './tables.tk';

/** A table's shape without its English literals: every text a string, every phrase a function giving one. */
type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };
export type TTable = Widen<typeof enTable>;

/**
 * The texts of the screens written with a typed table (phrases with arguments are functions) in the staff
 * member's language: the one i18next instance holds the language, so the layout's switch changes these too.
 */
export const useStrings = (): TTable => {
  const { i18n } = useTranslation();
  return i18n.language === 'tk' ? tkTable : enTable;
};
