// The preview bar's comment form (src/server/review/reviewSite.ts): opens it, sends the comment
// to the team with the page it is about, and says how that went.
const bar = document.querySelector('.review-bar');
// The site's fixed header moves down by the bar's height (bar.css).
if (bar) new ResizeObserver(() => document.documentElement.style.setProperty('--review-bar-size', `${bar.offsetHeight}px`)).observe(bar);
const dialog = document.getElementById('review-comment');
const opener = document.querySelector('.review-bar-comment');
if (dialog && opener) {
  const form = dialog.querySelector('form');
  const status = dialog.querySelector('.review-comment-status');
  opener.addEventListener('click', () => {
    status.textContent = '';
    dialog.showModal();
  });
  form.addEventListener('submit', async (event) => {
    if (event.submitter?.value !== 'send') return; // Cancel: the dialog closes.
    event.preventDefault();
    const data = new FormData(form);
    try {
      const response = await fetch('/studio/api/review/comments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: location.pathname, text: data.get('text'), author: data.get('author') }),
      });
      if (!response.ok) throw new Error(String(response.status));
      form.reset();
      status.textContent = dialog.dataset.sent;
    } catch {
      status.textContent = dialog.dataset.failed;
    }
  });
}
