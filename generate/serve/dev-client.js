// Injected by `npm run dev` into every page it serves (never into dist/): reloads the page after
// each rebuild, and shows the build's problems over the page while the content has an error.
(function () {
  var events = new EventSource('/__dev/events');
  var overlay = null;
  events.addEventListener('reload', function () {
    location.reload();
  });
  /** A list of lines, each whole in its item. */
  function list(lines) {
    var element = document.createElement('ul');
    lines.forEach(function (line) {
      var item = document.createElement('li');
      item.textContent = line;
      element.appendChild(item);
    });
    return element;
  }
  events.addEventListener('problems', function (event) {
    var failure = JSON.parse(event.data);
    if (overlay) overlay.remove();
    overlay = document.createElement('div');
    overlay.id = 'dev-overlay';
    overlay.setAttribute('role', 'alert');
    var heading = document.createElement('h2');
    // Before the first good build the page is the dev server's own, not a version of the site's.
    heading.textContent = document.body.hasAttribute('data-dev-no-site')
      ? 'The build failed; there is no site to show until these are fixed.'
      : 'The build failed; this is the last good version of the page.';
    overlay.append(heading, list(failure.problems));
    // The warnings it found before it failed, as the terminal lists them: under the problems, set apart as lesser.
    if (failure.warnings.length > 0) {
      var warnings = document.createElement('section');
      warnings.className = 'dev-warnings';
      var warningsHeading = document.createElement('h3');
      warningsHeading.textContent = 'The build also found these warnings, which alone would not stop it:';
      warnings.append(warningsHeading, list(failure.warnings));
      overlay.appendChild(warnings);
    }
    document.body.appendChild(overlay);
  });
})();
