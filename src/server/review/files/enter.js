// A review link's page (/studio/review#<secret>): hands the secret, which never reaches a server
// log after "#", to the server, which remembers it in a cookie; then opens the site as the link's
// version shows it. A link that has ended says so.
const secret = location.hash.slice(1);
history.replaceState(null, '', location.pathname);
const ended = () => {
  document.querySelector('.review-opening').hidden = true;
  document.querySelector('.review-ended').hidden = false;
};
if (!secret) ended();
else
  fetch('/studio/api/review/enter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secret }) }).then(
    async (response) => (response.ok ? location.replace((await response.json()).to) : ended()),
    ended,
  );
// Another link opened in this same tab changes only what follows "#": the page starts again with it.
addEventListener('hashchange', () => location.reload());
