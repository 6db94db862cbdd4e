// Small caches for what the shell's server writes into its pages (first-paint.mjs, boot-data.mjs).

/** A small TTL cache of promises with stale-while-revalidate: a failure keeps the last good value. */
export const cachedLoader = ({ ttlMs, now }) => {
  const entries = new Map(); // key -> { at, value, pending }
  return async (key, load) => {
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = { at: 0, value: undefined, pending: null }));
    const fresh = entry.value !== undefined && now() - entry.at < ttlMs;
    if (fresh) return entry.value;
    entry.pending ??= load()
      .then((value) => {
        if (value !== undefined) Object.assign(entry, { at: now(), value });
        return entry.value;
      })
      .catch(() => entry.value)
      .finally(() => {
        entry.pending = null;
      });
    return entry.value !== undefined ? entry.value : entry.pending;
  };
};

/** Resolves with `promise`, or with undefined after `ms` (the page does not wait for a slow API). */
export const within = (promise, ms) => {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};
