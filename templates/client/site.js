// The site's only script, loaded with `defer`. Everything works without it; it adds polish:
// aria-expanded on the menu toggles, Escape and outside click to close the mobile menu,
// and the 404 page's console log of the missing path (as the old app did).
(function () {
  var menu = document.querySelector('[data-menu]');
  if (menu) {
    var button = menu.querySelector('summary');
    var toggles = menu.querySelectorAll('details');
    var sync = function (details) {
      details.querySelector('summary').setAttribute('aria-expanded', String(details.open));
    };
    [menu].concat([].slice.call(toggles)).forEach(function (details) {
      sync(details);
      details.addEventListener('toggle', function () { sync(details); });
    });
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && menu.open) {
        menu.open = false;
        button.focus();
      }
    });
    document.addEventListener('click', function (event) {
      if (menu.open && !menu.contains(event.target)) menu.open = false;
    });
    // A page restored from the back-forward cache must not reappear with its menu open.
    window.addEventListener('pageshow', function (event) {
      if (event.persisted) menu.open = false;
    });
  }
  if (document.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }
})();
