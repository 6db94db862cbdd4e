import type { RemoteName } from '@casino/shared';

// The errors of a remote's load, apart from the runtime: code that only reads them (the boot, its tests that
// stand the runtime in) does not load Module Federation.

/** Where a remote's load stopped: its entry refused before any request (`integrity`, `origin`) or any other failure. */
export type TLoadStage = 'entry' | 'integrity' | 'origin';

/** The integrity hook's refusal of an entry; the message keeps its `[stage]` prefix for the logs only. */
export class EntryRefusedError extends Error {
  override name = 'EntryRefusedError';
  constructor(
    readonly stage: Exclude<TLoadStage, 'entry'>,
    detail: string,
  ) {
    super(`[${stage}] ${detail}`);
  }
}

/** A failed load of a remote's exposed module, with the stage it reached as data. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly stage: TLoadStage,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}
