/** What the page drives on either presentation: start at the tap, stop on the server's index, cancel on a refusal. */
export interface TLotteryControls {
  start(): boolean;
  stop(index: number): void;
  cancel(): void;
}
