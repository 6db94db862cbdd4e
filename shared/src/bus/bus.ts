import { Subject, filter, map, type Observable } from 'rxjs';
import type { BusEventName, BusEvents, BusMessage } from './events';
import { recordInstance } from '../diagnostics';

/** The page-wide event bus; one instance exists because @casino/shared is an MF singleton. */
export interface EventBus {
  emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void;
  on<K extends BusEventName>(type: K): Observable<BusEvents[K]>;
  readonly all$: Observable<BusMessage>;
}

export function createBus(): EventBus {
  const subject = new Subject<BusMessage>();
  return {
    emit(type, payload) {
      subject.next({ type, payload } as BusMessage);
    },
    on<K extends BusEventName>(type: K) {
      return subject.pipe(
        filter((m): m is BusMessage<K> => m.type === type),
        map((m) => m.payload),
      );
    },
    all$: subject.asObservable(),
  };
}

export const bus: EventBus = createBus();
recordInstance('bus');
