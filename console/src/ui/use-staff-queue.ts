import { useEffect, useRef } from 'react';
import { onQueueChanged, type TStaffQueue } from '../api/staff-stream';

/** Runs `reload` whenever the staff stream says `queue` changed (while the component is mounted). */
export const useStaffQueue = (queue: TStaffQueue, reload: () => void): void => {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => onQueueChanged(queue, () => latest.current()), [queue]);
};
