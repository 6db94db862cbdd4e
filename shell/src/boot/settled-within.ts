/** Resolves when `work` settles (either way) or after `ms`, whichever comes first; never rejects. */
export const settledWithin = (work: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
