import { apiPost } from '@casino/shared';
import type { AccountClosed, AccountClosureCheck, DataExport } from '@casino/shared/contracts';

const need = <T>(path: string, value: T | null): T => {
  if (value === null) throw new Error(`${path}: empty answer`);
  return value;
};

/** KVKK data rights: the caller's own data export and account closure (the server acts on the session's player only). */
export const dataRightsApi = {
  exportData: async (): Promise<DataExport> => need('/user/dataExport', (await apiPost<DataExport>('/user/dataExport')).resultData),
  closureCheck: async (): Promise<AccountClosureCheck> => need('/user/closeAccount/check', (await apiPost<AccountClosureCheck>('/user/closeAccount/check')).resultData),
  /** The page shows a refusal itself (next to the form): no toast. */
  close: async (body: { password?: string; verificationCode?: string; reason?: string }): Promise<AccountClosed> =>
    need('/user/closeAccount', (await apiPost<AccountClosed>('/user/closeAccount', body, { toast: false })).resultData),
};

/** The export as a file the browser saves: pretty JSON, named with the day (`verilerim-2026-11-26.json`). */
export function saveAsFile(data: DataExport, now: Date = new Date()): string {
  const name = `verilerim-${now.toISOString().slice(0, 10)}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
