// @casino/shared/identity: pure identity checks both the API and the apps run (TC Kimlik No, names).
export { isValidTcKimlikNo, tcKimlikProblem, maskTcKimlikNo, type TcKimlikProblem } from './tc-kimlik';
export { personNamesMatch, normalizePersonName } from './name-match';
