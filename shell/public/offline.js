// The offline page (served by the service worker in place of a page it could not fetch): it asks for that page
// again as soon as the browser is back online. A file, not an inline script: the shell's CSP allows no inline code.
window.addEventListener('online', function () {
  location.reload();
});
