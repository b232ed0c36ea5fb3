// The site's only script, loaded with `defer`. Everything works without it; it adds polish:
// aria-expanded on the menu toggles, Escape and outside click to close the mobile menu,
// and the 404 page's console log of the missing path (as the old app did).
(function () {
  var menu = document.querySelector('[data-menu]');
  if (menu) {
    var button = menu.querySelector('summary');
    var sync = function (details) {
      details.querySelector('summary').setAttribute('aria-expanded', String(details.open));
    };
    // The toggle event comes a moment after the change, so closing here updates the state at once.
    var close = function () {
      menu.open = false;
      sync(menu);
    };
    [menu].concat([].slice.call(menu.querySelectorAll('details'))).forEach(function (details) {
      sync(details);
      details.addEventListener('toggle', function () { sync(details); });
    });
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && menu.open) {
        close();
        button.focus();
      }
    });
    document.addEventListener('click', function (event) {
      if (menu.open && !menu.contains(event.target)) close();
    });
    // A page restored from the back-forward cache must not reappear with its menu open.
    window.addEventListener('pageshow', function (event) {
      if (event.persisted) close();
    });
  }
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
})();
