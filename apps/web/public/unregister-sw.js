// Any service worker left by an earlier deployment would serve stale assets: remove it before the app starts. The
// app's own offline shell (/sw.js, vite.config.ts) stays; it updates itself.
// An external file, not inline, so the server's Content-Security-Policy (script-src 'self') allows it.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.getRegistrations().then(function (registrations) {
    registrations.forEach(function (registration) {
      var worker = registration.active || registration.waiting || registration.installing;
      var script = worker ? new URL(worker.scriptURL).pathname : '';
      if (script !== '/sw.js') registration.unregister();
    });
  });
}
