import { useTranslation } from 'react-i18next';
import { Notice } from './states';

export interface StatusQueueHeaderProps<S extends string> {
  /** The status filter's label and each status's name, in the screen's namespace. */
  label: string;
  statuses: readonly S[];
  status: S;
  nameOf: (status: S) => string;
  onStatus: (status: S) => void;
  onReload: () => void;
  /** The last decision's confirmation ("Approved"), until closed. */
  notice: string | null;
  onCloseNotice: () => void;
  selectTestId?: string;
}

/** The head of a staff queue (adjustments, identity checks, withdrawals): the status filter, reload, and the last decision's notice. */
export const StatusQueueHeader = <S extends string>(props: StatusQueueHeaderProps<S>) => {
  const { t: tc } = useTranslation('common');
  return (
    <>
      <div className="toolbar">
        <label className="field field-inline">
          <span>{props.label}</span>
          <select value={props.status} onChange={(e) => props.onStatus(e.target.value as S)} data-testid={props.selectTestId}>
            {props.statuses.map((s) => (
              <option key={s} value={s}>
                {props.nameOf(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={props.onReload}>
          {tc('reload')}
        </button>
      </div>
      {props.notice && (
        <Notice kind="ok" onClose={props.onCloseNotice}>
          {props.notice}
        </Notice>
      )}
    </>
  );
};
