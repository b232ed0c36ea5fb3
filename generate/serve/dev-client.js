// Injected by `npm run dev` into every page it serves (never into dist/): reloads the page after
// each rebuild, and shows the build's problems over the page while the content has an error.
(function () {
  var events = new EventSource('/__dev/events');
  var overlay = null;
  events.addEventListener('reload', function () {
    location.reload();
  });
  events.addEventListener('problems', function (event) {
    var problems = JSON.parse(event.data);
    if (overlay) overlay.remove();
    overlay = document.createElement('div');
    overlay.id = 'dev-overlay';
    overlay.setAttribute('role', 'alert');
    var heading = document.createElement('h2');
    // Before the first good build the page is the dev server's own, not a version of the site's.
    heading.textContent = document.body.hasAttribute('data-dev-no-site')
      ? 'The build failed; there is no site to show until these are fixed.'
      : 'The build failed; this is the last good version of the page.';
    var list = document.createElement('ul');
    problems.forEach(function (problem) {
      var item = document.createElement('li');
      item.textContent = problem;
      list.appendChild(item);
    });
    overlay.append(heading, list);
    document.body.appendChild(overlay);
  });
})();
