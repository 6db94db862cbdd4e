// Async boundary: shared singletons are negotiated before any app code runs.
// Named: the build preloads this chunk and the shared modules it consumes from index.html (tools/webpack).
// In a task of its own (a message, which a hidden tab does not hold back): the federation runtime's start, just
// run, and the boot's chunk requests and shared-module checks are two shorter tasks rather than one.
new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    resolve();
  };
  channel.port2.postMessage(null);
}).then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
