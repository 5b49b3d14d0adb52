// The console's service worker (scope /studio/): shows the notification of a new lead and opens
// the lead when it is clicked. It has no fetch handler and caches nothing, so nothing of a lead
// is kept in the browser; the notification itself carries no e-mail, phone or message.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let lead = {};
  try {
    lead = event.data ? event.data.json() : {};
  } catch {
    // A payload that is not ours still shows that something arrived.
  }
  const url = typeof lead.url === 'string' && lead.url.startsWith('/studio/') ? lead.url : '/studio';
  event.waitUntil(
    self.registration.showNotification(typeof lead.title === 'string' ? lead.title : 'New lead', {
      body: typeof lead.body === 'string' ? lead.body : '',
      tag: typeof lead.tag === 'string' ? lead.tag : undefined,
      icon: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/studio', self.location.origin).href;
  event.waitUntil(
    (async () => {
      // A console tab already open shows the lead; otherwise a new one opens at it.
      const windows = await self.clients.matchAll({ type: 'window' });
      const consoleTab = windows.find((client) => new URL(client.url).pathname.startsWith('/studio'));
      const shown = consoleTab && (await consoleTab.navigate(target).catch(() => null)); // null: not controlled by this worker
      if (shown) await shown.focus().catch(() => undefined);
      else await self.clients.openWindow(target);
    })(),
  );
});
