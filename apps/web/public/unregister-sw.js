// Any service worker left by an earlier deployment would serve stale assets: remove it before the app starts.
// An external file, not inline, so the server's Content-Security-Policy (script-src 'self') allows it.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.getRegistrations().then(function (registrations) {
    registrations.forEach(function (registration) {
      registration.unregister();
    });
  });
}
